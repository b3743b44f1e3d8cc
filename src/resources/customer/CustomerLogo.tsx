// On the customer's edit page: its current logo and "Delete logo" (asked first). The answered
// company replaces the record, so the logo disappears here and in the list.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useRecordAction } from '../../components/crud/useRecordAction.ts';

export function CustomerLogo() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const remove = useRecordAction(contract.shipmentCompanies.removeLogo, ['customer']);
  if (!record?.logo_url) return null;
  const title = String(record.name ?? record.id);
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.customer.fields.logo')}
      </Typography>
      <Box component="img" src={record.logo_url} alt={translate('resources.customer.fields.logo')} sx={{ maxHeight: 96, maxWidth: 200, borderRadius: 1, display: 'block', mb: 1 }} />
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={remove.isPending} onClick={() => setAsking(true)}>
        {translate('lsp.customer.deleteLogo')}
      </Button>
      <Confirm
        isOpen={asking}
        title="lsp.customer.deleteLogoTitle"
        content="shell.crud.deleteContent"
        titleTranslateOptions={{ title }}
        onConfirm={() => {
          setAsking(false);
          remove.mutate({ id: record.id });
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
