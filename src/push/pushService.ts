// Browser push (spec 1 §1): after sign-in the shell asks for notification permission and, when it is
// granted, registers this browser's messaging token with PUT /v1/auth/fcm-token. The push service
// is Firebase Cloud Messaging when configured (VITE_FIREBASE_CONFIG + VITE_FIREBASE_VAPID_KEY);
// without it there is no push token to register and nothing is sent.
import type { PushService } from './types.ts';

export type { PushService };

const env = import.meta.env ?? {};

/** The configured push service, loaded on demand (firebase stays out of every other chunk). */
export async function loadPushService(): Promise<PushService | null> {
  const config = env.VITE_FIREBASE_CONFIG as string | undefined;
  const vapidKey = env.VITE_FIREBASE_VAPID_KEY as string | undefined;
  if (!config || !vapidKey) return null;
  const { firebasePush } = await import('./firebase.ts');
  return firebasePush(JSON.parse(config) as Record<string, string>, vapidKey);
}
