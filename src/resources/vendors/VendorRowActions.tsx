// Per vendor row: a labelled link to its detail page, and accept/reject while it is PROPOSED.
import { Box, Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { LinkBase, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { CollaborationActions } from './CollaborationActions.tsx';
import { COLLABORATORS_SLUG } from './paths.ts';

export function VendorRowActions() {
  const record = useRecordContext();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  const title = String(record.name ?? record.id);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <CollaborationActions />
      <Button
        size="small"
        component={LinkBase}
        to={`${basename}/${COLLABORATORS_SLUG}/${record.id}`}
        startIcon={<VisibilityIcon />}
        aria-label={translate('lsp.vendor.view', { title })}
      >
        {translate('lsp.vendor.viewShort')}
      </Button>
    </Box>
  );
}
