// Shows push messages (Firebase Cloud Messaging's web push payload) while no page of the app is
// focused, and focuses or opens the app when one is clicked. Registered by src/push/firebase.ts.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { title: event.data ? event.data.text() : '' } };
  }
  const note = payload.notification || {};
  const url = (payload.fcmOptions && payload.fcmOptions.link) || (payload.data && payload.data.url) || '/';
  event.waitUntil(self.registration.showNotification(note.title || 'LSI', { body: note.body || '', data: { url }, icon: note.icon }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const same = open.find((c) => new URL(c.url).origin === self.location.origin);
      return same ? same.focus() : self.clients.openWindow(url);
    }),
  );
});
