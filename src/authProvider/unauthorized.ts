// A 401 (or "Unauthorized") on any call signs the user out and sends the browser home (spec 1 §4,
// §8), once, however many requests fail together; except on the calls that check credentials of
// their own (login, the fleet sync: `ownCredentials` in the contract).
import type { CallDef } from '../../contract/lib.ts';
import { httpEvents } from '../api/http.ts';
import { localeFromPath, localizedPath, stripLocale } from '../i18n/locale.ts';
import { forgetUser } from './signOut.ts';

/** How the browser leaves; replaceable by the shell (SPA navigation) or by tests. */
export const unauthorizedRedirect = {
  go: (path: string) => globalThis.location?.assign(path),
};

let redirecting = false;

/** Called after a successful sign-in: the next 401 must be handled again. */
export function resetUnauthorizedGuard(): void {
  redirecting = false;
}

export function isOnLoginPage(pathname: string = globalThis.location?.pathname ?? '/'): boolean {
  const path = stripLocale(pathname);
  return path === '/login' || path.startsWith('/login/') || path === '/login-admin';
}

export function handleUnauthorized(call: Pick<CallDef, 'ownCredentials'>): void {
  if (call.ownCredentials || isOnLoginPage() || redirecting) return;
  redirecting = true;
  forgetUser();
  unauthorizedRedirect.go(localizedPath(localeFromPath(), '/'));
}

export function installUnauthorizedHandler(): () => void {
  httpEvents.onUnauthorized.add(handleUnauthorized);
  return () => httpEvents.onUnauthorized.delete(handleUnauthorized);
}
