// The confirmation of an action that changes someone's work: what will happen, and why (a reason
// the vendor and the history will read). Nothing is sent until the reason is given; the dialog
// stays open while the call runs and closes when it succeeded.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NOTE_MAX } from '../../../../contract/freight-fields.ts';

interface Props {
  open: boolean;
  title: string;
  content: string;
  confirm: string;
  /** Label of the reason field; required unless `optionalReason`. */
  reasonLabel?: string;
  optionalReason?: boolean;
  /** The call takes no reason (assign): only the confirmation. */
  noReason?: boolean;
  busy?: boolean;
  /** More to choose before confirming (e.g. which trucks); `ready` false keeps the button off. */
  children?: ReactNode;
  ready?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({ open, title, content, confirm, reasonLabel, optionalReason, noReason, busy, children, ready = true, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !optionalReason && !noReason && reason.trim() === '';
  const tooLong = reason.length > NOTE_MAX;
  const error = tried && missing ? translate('validation.required') : tooLong ? translate('validation.tooLong', { max: NOTE_MAX }) : '';
  // Each opening starts empty (the dialog closes itself on success through `open`).
  useEffect(() => {
    if (!open) {
      setReason('');
      setTried(false);
    }
  }, [open]);
  const close = onClose;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
        {children}
        {!noReason && (
        <TextField
          label={reasonLabel ?? translate('actions.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required={!optionalReason}
          error={!!error}
          helperText={error || ' '}
          multiline
          minRows={2}
          fullWidth
          margin="dense"
        />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !ready || tooLong}
          onClick={() => {
            setTried(true);
            if (!missing) onConfirm(reason.trim());
          }}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
