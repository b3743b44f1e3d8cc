// The buttons of a shipping company's row: the LSP's (its locations import, block/unblock) and the
// admin's (its user accounts, block/unblock), with the same block button in both.
import { Box, Button } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { LinkBase, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip.tsx';
import { RowLink } from '../../components/crud/RowLink.tsx';
import { useAllowed } from '../../components/useAllowed.ts';
import { BlockButton } from './BlockButton.tsx';
import { ACCOUNTS_PATH, CUSTOMER_SLUG, IMPORT_PATH } from './paths.ts';

export const CustomerStatus = (record: Record<string, unknown>) => <StatusChip status={record.is_blocked ? 'BLOCK' : 'ACTIVE'} prefix="lsp.customer.status" />;

export function CustomerRowActions() {
  const record = useRecordContext();
  const basename = useBasename();
  const translate = useTranslate();
  const mayImport = useAllowed('create');
  const mayBlock = useAllowed('edit');
  if (!record) return null;
  const title = String(record.name ?? record.id);
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {mayImport && (
        <Button
          size="small"
          component={LinkBase}
          to={`${basename}/${CUSTOMER_SLUG}/${IMPORT_PATH}/${record.id}`}
          startIcon={<UploadFileIcon />}
          aria-label={translate('lsp.customer.importLocationsOne', { title })}
        >
          {translate('lsp.customer.importLocations')}
        </Button>
      )}
      {mayBlock && <BlockButton />}
    </Box>
  );
}

/** The company's user accounts (`:id/accounts`, the screen users/ gives the admin area) and block/unblock. */
export function ManagementRowActions() {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <RowLink path={ACCOUNTS_PATH} labelKey="admin.sc.accounts" icon={<PeopleIcon />} />
      <BlockButton />
    </Box>
  );
}
