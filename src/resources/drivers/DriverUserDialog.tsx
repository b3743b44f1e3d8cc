// The driver's user account (PUT /v1/users/:userId, role DRIVER): name, e-mail, phone and a new
// password, from the driver's edit page. A new password signs the driver out everywhere.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { ApiHttpError } from '../../api/http.ts';
import { useCallWrite } from '../../api/useCall.ts';

const KEYS = ['name', 'email', 'phone_country_code', 'phone_number', 'password'] as const;
type Values = Record<(typeof KEYS)[number], string>;

function DriverUserForm({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [values, setValues] = useState<Values>({
    name: String(record.user_name ?? ''),
    email: String(record.email ?? ''),
    phone_country_code: String(record.phone_country_code ?? '62'),
    phone_number: String(record.phone_number ?? ''),
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const save = useCallWrite(contract.driver.updateUser, {
    input: (_: void) => ({
      params: { userId: Number(record.user_id) },
      body: { ...values, email: values.email || undefined, password: values.password || undefined, driver_id: Number(record.id), role: 'DRIVER' as const },
    }),
    onSuccess: onClose,
    onError: (e: Error) => {
      setErrors(e instanceof ApiHttpError && e.errors ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v.join(' ')])) : {});
      setFailure(e.message);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const label = (key: (typeof KEYS)[number]) =>
    key === 'password' ? translate('vendor.drivers.user.password') : translate(`resources.drivers.fields.${key === 'name' ? 'user_name' : key}`);
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="driver-user-title">{translate('vendor.drivers.user.title', { name: record.user_name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {KEYS.map((key) => (
            <TextField
              key={key}
              label={label(key)}
              type={key === 'password' ? 'password' : 'text'}
              autoComplete={key === 'password' ? 'new-password' : 'off'}
              value={values[key]}
              onChange={(e) => setValues({ ...values, [key]: e.target.value })}
              error={!!errors[key]}
              helperText={errors[key]}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('vendor.drivers.user.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {translate('vendor.drivers.user.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

export function DriverUserButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button variant="outlined" startIcon={<ManageAccountsIcon />} onClick={() => setOpen(true)}>
        {translate('vendor.drivers.user.edit')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="driver-user-title">
        {open && <DriverUserForm record={record} onClose={() => setOpen(false)} />}
      </Dialog>
    </Box>
  );
}
