// react-admin's AuthProvider over the /v1 auth calls. One instance serves every area; the locale
// of redirects is read from the URL at the time of the call.
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { z } from 'zod';
import { auth as authCalls, type loginBody, type Profile } from '../../contract/auth.ts';
import { ApiHttpError, request } from '../api/http.ts';
import { session } from '../api/session.ts';
import { localeFromPath, localizedPath } from '../i18n/locale.ts';
import { t } from '../i18n/t.ts';
import type { Locale } from '../i18n/types.ts';
import { accessOptionsOf, canAccess } from './access.ts';
import { landingAfterLogin } from './landing.ts';
import { forgetUser } from './signOut.ts';
import { installUnauthorizedHandler, resetUnauthorizedGuard } from './unauthorized.ts';

export interface LoginParams {
  email: string;
  password: string;
  /** /login-admin: the server refuses non-administrators. */
  admin_only?: boolean;
  /** Locale of the landing path; defaults to the URL's. */
  locale?: Locale;
}

type LoginBody = z.input<typeof loginBody>;

const here = () => localeFromPath();

/** Concurrent 401s reach checkError together: only the first one signs out. */
let signingOut = false;

const isUnauthorized = (error: unknown) => {
  const e = error as { status?: number; message?: string } | null | undefined;
  return e?.status === 401 || e?.message === 'Unauthorized';
};

export async function login({ email, password, admin_only, locale = here() }: LoginParams): Promise<{ redirectTo: string; user: Profile }> {
  const body = { email, password, ...(admin_only ? { admin_only } : {}) } satisfies LoginBody;
  // `as never`: http.ts's Input type rejects every body until it reads NonNullable<C['body']>.
  const answer = await request(authCalls.login, { body: body as never });
  const { token, expires_in, user } = answer.data;
  // The server refuses drivers; refuse them here too should an answer ever carry one.
  if (user.role === 'DRIVER') throw new ApiHttpError(403, t('server.driverRefused', undefined, locale));
  session.save(token, user, expires_in);
  signingOut = false;
  resetUnauthorizedGuard();
  return { redirectTo: landingAfterLogin(user, locale), user };
}

/** Reloads the signed-in user (e.g. after the forced password change cleared its flags). */
export async function refreshProfile(): Promise<Profile> {
  const answer = await request(authCalls.profile);
  session.saveUser(answer.data);
  return answer.data;
}

/** canAccess for the signed-in user, synchronously. */
function canAccessNow({ action, resource }: { action: string; resource: string }): boolean {
  const user = session.user();
  return canAccess(user?.role, action, resource, accessOptionsOf(user));
}

export const authProvider: AuthProvider = {
  login,

  async logout() {
    if (session.token()) {
      await request(authCalls.logout).catch(() => undefined); // signing out locally matters most
    }
    forgetUser();
    return localizedPath(here(), '/login');
  },

  async checkAuth() {
    if (session.token()) return;
    throw { redirectTo: localizedPath(here(), '/login'), message: false };
  },

  async checkError(error: unknown) {
    if (!isUnauthorized(error)) return; // 403 is "not allowed", shown by the page, not a sign-out
    if (signingOut) return;
    signingOut = true;
    forgetUser();
    throw { redirectTo: localizedPath(here(), '/'), message: false };
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = session.user();
    if (!user) throw new Error('Unauthorized');
    return { id: user.id, fullName: user.name, avatar: user.avatar_url ?? undefined };
  },

  async getPermissions() {
    return session.user()?.role ?? null;
  },

  async canAccess({ action, resource }) {
    return canAccessNow({ action, resource });
  },

  /** The same answer without waiting (the rules are pure): screens are gated with it before they render (AccessGate). */
  canAccessNow,
};

installUnauthorizedHandler();
