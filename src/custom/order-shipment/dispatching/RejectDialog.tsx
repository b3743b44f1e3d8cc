// Rejecting a request: a confirmation with the reason the LSP will read (required, at most
// NOTE_MAX), then PUT /v1/shipment/{id}/reject; the list shows the answer.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { NOTE_MAX } from '../../../../contract/freight-fields.ts';
import type { ShipmentVendorRow } from '../../../../contract/shipment-vendors.ts';
import { ApiHttpError } from '../../../api/http.ts';
import { useCallWrite } from '../../../api/useCall.ts';

function RejectForm({ row, onClose }: { row: ShipmentVendorRow; onClose: () => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // The server's message as the toast, every view read again (the list, the badge); the error
  // shows in the dialog.
  const reject = useCallWrite(contract.shipment.reject, {
    input: (_: void) => ({ params: { id: row.shipment.id }, body: { shipment_vendor_id: row.id, reason: reason.trim() } }),
    onSuccess: onClose,
    onError: () => undefined,
  });
  const local = !reason.trim() ? translate('validation.required') : reason.trim().length > NOTE_MAX ? translate('validation.tooLong', { max: NOTE_MAX }) : undefined;
  const server = reject.error instanceof ApiHttpError ? reject.error.errors?.reason?.join(' ') : undefined;
  const error = (tried ? local : undefined) ?? server;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!local) reject.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="reject-title">{translate('dispatch.reject.title', { identity: row.shipment.identity })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('dispatch.reject.text')}
        </Typography>
        <TextField
          label={translate('dispatch.reject.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
          error={!!error}
          helperText={error}
        />
        {reject.isError && !server && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {reject.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('dispatch.reject.cancel')}</Button>
        <Button type="submit" color="error" variant="contained" disabled={reject.isPending}>
          {translate('dispatch.reject.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}

export function RejectDialog({ row, open, onClose }: { row: ShipmentVendorRow; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      {open && <RejectForm row={row} onClose={onClose} />}
    </Dialog>
  );
}
