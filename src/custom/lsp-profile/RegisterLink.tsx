// The link shipping companies register with (GET .../register-link), with a copy button.
import { Alert, Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCall } from '../../api/useCall.ts';
import { formatDateTime } from '../../i18n/format.ts';

export function RegisterLink() {
  const translate = useTranslate();
  const notify = useNotify();
  const link = useCall(contract.orgProfile.registerLink, undefined, { staleTime: 60_000 });
  const url = link.data?.data.url;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      notify('lsp.profile.copied', { type: 'success' });
    } catch {
      notify('lsp.profile.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('lsp.profile.registerLink')}
        </Typography>
        {link.isError && <Alert severity="error">{translate('lsp.profile.linkFailed')}</Alert>}
        {link.isPending && <Skeleton height={56} />}
        {url && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('lsp.profile.registerLinkText', { date: formatDateTime(link.data?.data.expires_at) })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                label={translate('lsp.profile.registerLink')}
                value={url}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
              />
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
                {translate('lsp.profile.copy')}
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
