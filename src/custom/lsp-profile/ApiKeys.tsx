// The LSP's weighbridge API keys (docs/weighbridge.md "Machine tickets"): made here and shown once
// in a dialog to copy, listed by their first characters with who made them and their last use,
// revoked after a confirmation. Read-only users see the list only.
import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { ApiKeyRecord } from '../../../contract/weighbridge.ts';
import { ApiHttpError } from '../../api/http.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';
import { Fact } from '../../components/Fact.tsx';
import { useAllowed } from '../../components/useAllowed.ts';
import { formatDateTime } from '../../i18n/format.ts';

const k = (key: string) => `weighbridge.machine.keys.${key}`;

function NewKey({ secret, onClose }: { secret: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(k('copied'), { type: 'success' });
    } catch {
      notify(k('copyFailed'), { type: 'warning' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(k('shownOnce'))}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(k('shownOnceText'))}</DialogContentText>
        <TextField
          label={translate(k('key'))}
          value={secret}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(k('copy'))}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(k('done'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function KeyRow({ item, mayEdit, onRevoke }: { item: ApiKeyRecord; mayEdit: boolean; onRevoke: () => void }) {
  const translate = useTranslate();
  return (
    <Box component="li" aria-label={item.name} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="body1" sx={{ fontWeight: 600 }}>
          {item.name}
        </Typography>
        {item.revoked_at ? <Chip size="small" label={translate(k('revoked'), { date: formatDateTime(item.revoked_at) })} /> : <Chip size="small" variant="outlined" label={translate(k('active'))} />}
        <Box sx={{ flex: 1 }} />
        {mayEdit && !item.revoked_at && (
          <Button size="small" color="error" onClick={onRevoke} aria-label={translate(k('revokeFor'), { name: item.name })}>
            {translate(k('revoke'))}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
        <Fact label={translate(k('prefix'))}>
          <Box component="code" sx={{ wordBreak: 'break-all' }}>{`${item.prefix}…`}</Box>
        </Fact>
        <Fact label={translate(k('createdBy'))}>{item.created_by ?? '-'}</Fact>
        <Fact label={translate(k('createdAt'))}>{formatDateTime(item.created_at)}</Fact>
        <Fact label={translate(k('lastUsed'))}>{item.last_used_at ? formatDateTime(item.last_used_at) : translate(k('never'))}</Fact>
      </Box>
    </Box>
  );
}

export function ApiKeys() {
  const translate = useTranslate();
  const mayEdit = useAllowed('edit');
  const keys = useCall(contract.weighbridgeMachine.apiKeys);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);
  const done = { refresh: false, invalidates: [contract.weighbridgeMachine.apiKeys] };
  const create = useCallWrite(contract.weighbridgeMachine.createApiKey, {
    ...done,
    input: (value: string) => ({ body: { name: value } }),
    notify: false,
    onSuccess: (answer) => {
      setName('');
      setNameError(null);
      setSecret(answer.data.key);
    },
    onError: (error) => setNameError(error instanceof ApiHttpError && error.errors?.name ? [error.errors.name].flat().join(' ') : error.message),
  });
  const revoke = useCallWrite(contract.weighbridgeMachine.revokeApiKey, { ...done, input: (id: number) => ({ params: { id } }), onSuccess: () => setRevoking(null) });

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate(k('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(k('intro'))}
        </Typography>
        {mayEdit && (
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate(name);
            }}
          >
            <TextField label={translate(k('name'))} value={name} onChange={(e) => setName(e.target.value)} size="small" fullWidth error={!!nameError} helperText={nameError ?? ' '} slotProps={{ htmlInput: { maxLength: 64 } }} />
            <Button type="submit" variant="contained" startIcon={<KeyIcon />} disabled={create.isPending} sx={{ flexShrink: 0 }}>
              {translate(k('create'))}
            </Button>
          </Stack>
        )}
        {keys.isError && <Alert severity="error">{translate(k('failed'))}</Alert>}
        {keys.isPending && <Skeleton height={56} />}
        {keys.data && keys.data.data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(k('empty'))}
          </Typography>
        )}
        {keys.data && keys.data.data.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {keys.data.data.map((item) => (
              <KeyRow key={item.id} item={item} mayEdit={mayEdit} onRevoke={() => setRevoking(item)} />
            ))}
          </Box>
        )}
      </CardContent>
      {secret && <NewKey secret={secret} onClose={() => setSecret(null)} />}
      {revoking && (
        <Dialog open onClose={() => setRevoking(null)}>
          <DialogTitle>{translate(k('revokeTitle'), { name: revoking.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(k('revokeText'))}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRevoking(null)}>{translate('weighbridge.machine.cancel')}</Button>
            <Button color="error" variant="contained" disabled={revoke.isPending} onClick={() => revoke.mutate(revoking.id)}>
              {translate(k('revoke'))}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}
