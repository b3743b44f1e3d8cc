// Per customer row: its status chip, the locations import link and block/unblock (asked first:
// blocking signs its users out at once).
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Confirm, LinkBase, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useRecordAction } from '../../components/crud/useRecordAction.ts';
import { useAllowed } from '../../components/useAllowed.ts';

import { IMPORT_PATH } from '../../components/crud/index.ts';

export { IMPORT_PATH };

export const CustomerStatus = (record: Record<string, unknown>) => <StatusChip status={record.is_blocked ? 'BLOCK' : 'ACTIVE'} prefix="lsp.customer.status" />;

function BlockButton({ id, title, blocked }: { id: number; title: string; blocked: boolean }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const toggle = useRecordAction(contract.shipmentCompanies.block, ['customer']);
  const word = blocked ? 'unblock' : 'block';
  return (
    <>
      <Button
        size="small"
        color={blocked ? 'primary' : 'error'}
        startIcon={blocked ? <LockOpenIcon /> : <BlockIcon />}
        disabled={toggle.isPending}
        aria-label={translate(`lsp.customer.${word}One`, { title })}
        onClick={() => setAsking(true)}
      >
        {translate(`lsp.customer.${word}`)}
      </Button>
      <Confirm
        isOpen={asking}
        title={`lsp.customer.${word}Title`}
        content={`lsp.customer.${word}Content`}
        titleTranslateOptions={{ title }}
        onConfirm={() => {
          setAsking(false);
          toggle.mutate({ id });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

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
        to={`${basename}/customer/${IMPORT_PATH}/${record.id}`}
        startIcon={<UploadFileIcon />}
        aria-label={translate('lsp.customer.importLocationsOne', { title })}
      >
        {translate('lsp.customer.importLocations')}
      </Button>
      )}
      {mayBlock && <BlockButton id={Number(record.id)} title={title} blocked={!!record.is_blocked} />}
    </Box>
  );
}
