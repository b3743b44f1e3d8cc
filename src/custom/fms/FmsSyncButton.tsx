// Fleet-management sync (spec 2 §3 "FMS sync"): the vendor signs in with its FMS account and
// the trucks become vehicles and plates; unsync removes the link and keeps the vehicles.
// Errors: 422 (credentials refused, on the fields) and 502 (service unreachable) change nothing.
// The dialog says how the link stands (FmsLinkStatus): its trucks' positions are pulled from the FMS.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { Button as RaButton, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { ApiHttpError } from '../../api/http.ts';
import { useCallWrite } from '../../api/useCall.ts';
import { FmsLinkStatus } from './FmsLinkStatus.tsx';

/** Either call: the server's message as a toast and the list read again, then `onDone`. */
function useFmsCalls(onDone: () => void, onError: (e: Error) => void) {
  const sync = useCallWrite(contract.fms.sync, { input: (body: { email: string; password: string }) => ({ body }), onSuccess: onDone, onError });
  const unsync = useCallWrite(contract.fms.unsync, { input: (_: void) => ({}), onSuccess: onDone, onError });
  return { sync, unsync, pending: sync.isPending || unsync.isPending };
}

function FmsSyncDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const calls = useFmsCalls(
    onClose,
    // The service's refusal is about the account, not one field: one alert says it.
    (e) => {
      const details = e instanceof ApiHttpError && e.errors ? Object.values(e.errors).flat() : [];
      setErrors({});
      setFailure([e.message, ...details.filter((d) => d !== e.message)].join(' '));
    },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = { ...(email.trim() ? {} : { email: translate('validation.required') }), ...(password ? {} : { password: translate('validation.required') }) };
    setErrors(missing);
    setFailure(undefined);
    if (Object.keys(missing).length === 0) calls.sync.mutate({ email: email.trim(), password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="fms-title">{translate('vendor.fms.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{translate('vendor.fms.text')}</Typography>
          <FmsLinkStatus />
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField label={translate('vendor.fms.email')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={!!errors.email} helperText={errors.email} required />
          <TextField label={translate('vendor.fms.password')} type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} error={!!errors.password} helperText={errors.password} required />
          <Typography variant="caption" color="text.secondary">{translate('vendor.fms.unsyncHint')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => calls.unsync.mutate()} disabled={calls.pending}>
          {translate('vendor.fms.unsync')}
        </Button>
        <Button onClick={onClose}>{translate('vendor.fms.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={calls.pending}>
          {translate('vendor.fms.sync')}
        </Button>
      </DialogActions>
    </form>
  );
}

export function FmsSyncButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RaButton label="vendor.fms.open" onClick={() => setOpen(true)}>
        <SyncIcon />
      </RaButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="fms-title">
        {open && <FmsSyncDialog onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
