// react-admin's Notification behind a filter: silent messages are dropped, durations follow
// notificationPolicy, errors close on click; server success messages of writes become toasts.
// Messages still due when the area is left are shown by the next area (carriedNotifications.ts).
import { useEffect, useMemo, useRef } from 'react';
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
import { carryNotifications, takeCarriedNotifications } from './carriedNotifications.ts';
import { isSilent, toastDuration } from './notificationPolicy.ts';

/** A carried toast shows at least this long on the page it lands on. */
const MIN_CARRIED_MS = 4000;

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
  const latest = useRef(context);
  latest.current = context;
  /** The toast on screen and when it goes. */
  const showing = useRef<{ notification: NotificationPayload; until: number } | null>(null);

  useEffect(() => {
    const onMessage = (message: string) => notify(message, { type: 'success' });
    dataProviderEvents.onMessage.add(onMessage);
    for (const { message, type, notificationOptions } of takeCarriedNotifications()) notify(message, { ...notificationOptions, type });
    return () => {
      dataProviderEvents.onMessage.delete(onMessage);
      // Leaving the area: what is still due goes to the next one.
      const now = Date.now();
      const shown = showing.current && showing.current.until > now ? showing.current : null;
      const due = shown
        ? [{ ...shown.notification, notificationOptions: { ...shown.notification.notificationOptions, autoHideDuration: Math.max(shown.until - now, MIN_CARRIED_MS) } }]
        : [];
      carryNotifications([...due, ...latest.current.notifications.filter((n) => !isSilent(n))]);
    };
  }, [notify]);

  const filtered = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const { notifications, setNotifications } = context;
        const index = notifications.findIndex((n) => !isSilent(n));
        setNotifications(index < 0 ? [] : notifications.slice(index + 1));
        if (index < 0) return undefined;
        const notification = notifications[index]!;
        const duration = toastDuration(notification);
        showing.current = { notification, until: Date.now() + (typeof duration === 'number' ? duration : 0) };
        return styled(notification);
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
