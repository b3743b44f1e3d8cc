// The signed-in user's token and profile, kept in localStorage so a reload stays signed in.
import type { Profile } from '../../contract/auth.ts';

/** Where the session lives in localStorage (the e2e tests sign in through the API and write them). */
export const SESSION_KEYS = { token: 'lsi.token', user: 'lsi.user', expires: 'lsi.expires' } as const;
const { token: TOKEN_KEY, user: USER_KEY, expires: EXPIRES_KEY } = SESSION_KEYS;
/** Set once the notification permission question of this sign-in is settled. */
const PROMPTED_KEY = 'lsi.notification-prompted';

const store = () => globalThis.localStorage;

export const session = {
  token(): string | null {
    const expires = Number(store()?.getItem(EXPIRES_KEY) ?? 0);
    if (expires && Date.now() > expires) return null;
    return store()?.getItem(TOKEN_KEY) ?? null;
  },
  user(): Profile | null {
    if (!this.token()) return null;
    const raw = store()?.getItem(USER_KEY);
    try {
      return raw ? (JSON.parse(raw) as Profile) : null;
    } catch {
      return null;
    }
  },
  save(token: string, user: Profile, expiresInSeconds: number) {
    store()?.removeItem(PROMPTED_KEY);
    store()?.setItem(TOKEN_KEY, token);
    store()?.setItem(USER_KEY, JSON.stringify(user));
    store()?.setItem(EXPIRES_KEY, String(Date.now() + expiresInSeconds * 1000));
  },
  saveUser(user: Profile) {
    store()?.setItem(USER_KEY, JSON.stringify(user));
  },
  clear() {
    store()?.removeItem(TOKEN_KEY);
    store()?.removeItem(USER_KEY);
    store()?.removeItem(EXPIRES_KEY);
    store()?.removeItem(PROMPTED_KEY);
  },
};

/** The browser-notification question is asked once per sign-in (spec 1 §1), not on every page. */
export const notificationPrompt = {
  done: () => store()?.getItem(PROMPTED_KEY) === '1',
  markDone: () => store()?.setItem(PROMPTED_KEY, '1'),
};
