// Firebase Cloud Messaging adapter, loaded only when VITE_FIREBASE_CONFIG is set. The service
// worker /push-sw.js (public/) shows the notifications that arrive while no page is focused.
import { initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { PushService } from './types.ts';

export function firebasePush(config: Record<string, string>, vapidKey: string): PushService {
  return {
    async token() {
      if (!(await isSupported()) || !('serviceWorker' in navigator)) return null;
      const serviceWorkerRegistration = await navigator.serviceWorker.register('/push-sw.js');
      const messaging = getMessaging(initializeApp(config, 'lsi-push'));
      return (await getToken(messaging, { vapidKey, serviceWorkerRegistration })) || null;
    },
  };
}
