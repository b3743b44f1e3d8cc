// Forgetting the signed-in user on this browser: token, profile, react-admin stores, live data.
import { session } from '../api/session.ts';
import { detachLiveListeners } from './liveListeners.ts';

const RA_STORE_PREFIX = 'RaStore';

/** react-admin keeps one store per area ("RaStore.vendor..."); logout must clear all of them. */
export function clearReactAdminStores(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(RA_STORE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

export function forgetUser(): void {
  session.clear();
  clearReactAdminStores();
  detachLiveListeners();
}
