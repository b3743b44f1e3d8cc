// Bot check for public registration: off unless RECAPTCHA_SECRET is configured.
export interface Captcha {
  readonly enabled: boolean;
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

export function createCaptcha(secret?: string): Captcha {
  if (!secret) return { enabled: false, verify: async () => true };
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, remoteip: ip });
      const res = await fetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body }).catch(() => null);
      const json = (await res?.json().catch(() => null)) as { success?: boolean } | null;
      return json?.success === true;
    },
  };
}
