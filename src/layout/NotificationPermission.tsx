// After sign-in the shell asks once for permission to show browser notifications (spec 1 §1); when
// permission is (or becomes) granted, this browser's messaging token is registered with the server.
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../contract/index.ts';
import { request } from '../api/http.ts';
import { notificationPrompt } from '../api/session.ts';
import { loadPushService, type PushService } from '../push/pushService.ts';

type LoadPush = () => Promise<PushService | null>;

const browserPermission = (): NotificationPermission | null => (typeof Notification === 'undefined' ? null : Notification.permission);

/** Registers the push token; failures only cost the pushes, so they are logged, not shown. */
async function registerToken(loadPush: LoadPush) {
  try {
    const token = await (await loadPush())?.token();
    if (token) await request(contract.auth.fcmToken, { body: { fcm_token: token } });
  } catch (e) {
    console.warn('push registration failed', e);
  }
}

export function NotificationPermission({ loadPush = loadPushService }: { loadPush?: LoadPush }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notificationPrompt.done()) return;
    const permission = browserPermission();
    if (permission === 'default') setOpen(true);
    else {
      notificationPrompt.markDone();
      if (permission === 'granted') void registerToken(loadPush);
    }
  }, [loadPush]);

  const close = () => {
    notificationPrompt.markDone();
    setOpen(false);
  };
  const ask = async () => {
    close();
    if ((await Notification.requestPermission()) === 'granted') await registerToken(loadPush);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="notification-permission-title" aria-describedby="notification-permission-text">
      <DialogTitle id="notification-permission-title">{translate('shell.notificationPermission.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="notification-permission-text">{translate('shell.notificationPermission.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('shell.notificationPermission.close')}</Button>
        <Button variant="contained" onClick={() => void ask()}>
          {translate('shell.notificationPermission.request')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
