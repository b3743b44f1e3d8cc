// react-admin's Notification behind a filter: silent messages are dropped, durations follow
// notificationPolicy, errors close on click; server success messages of writes become toasts.
import { useEffect, useMemo } from 'react';
import { Alert } from '@mui/material';
import {
  Notification,
  NotificationContext,
  useCloseNotification,
  useNotificationContext,
  useNotify,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { dataProviderEvents } from '../dataProvider/events.ts';
import { isSilent, toastDuration } from './notificationPolicy.ts';

function ClickToCloseError({ message, args }: { message: string; args?: Record<string, unknown> }) {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <Alert severity="error" variant="filled" onClick={close} sx={{ cursor: 'pointer', minWidth: 288 }}>
      {translate(message, args)}
    </Alert>
  );
}

function styled(notification: NotificationPayload): NotificationPayload {
  const options = { ...notification.notificationOptions, autoHideDuration: toastDuration(notification) };
  if (notification.type === 'error' && typeof notification.message === 'string') {
    return { ...notification, message: <ClickToCloseError message={notification.message} args={options.messageArgs} />, notificationOptions: options };
  }
  return { ...notification, notificationOptions: options };
}

export function AppNotification() {
  const context = useNotificationContext();
  const notify = useNotify();

  useEffect(() => {
    const onMessage = (message: string) => notify(message, { type: 'success' });
    dataProviderEvents.onMessage.add(onMessage);
    return () => void dataProviderEvents.onMessage.delete(onMessage);
  }, [notify]);

  const filtered = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const { notifications, setNotifications } = context;
        const index = notifications.findIndex((n) => !isSilent(n));
        setNotifications(index < 0 ? [] : notifications.slice(index + 1));
        return index < 0 ? undefined : styled(notifications[index]!);
      },
    }),
    [context],
  );

  return (
    <NotificationContext.Provider value={filtered}>
      <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />
    </NotificationContext.Provider>
  );
}
