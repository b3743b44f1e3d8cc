// reCAPTCHA v3 for the registration pages: the script loads only when a site key is configured
// (VITE_RECAPTCHA_SITE_KEY); without one no token is sent (the server asks for one only when it
// has a secret).
const SITE_KEY = import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined;

interface Grecaptcha {
  ready(fn: () => void): void;
  execute(key: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha> | null = null;

function load(key: string): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
      g.ready(() => resolve(g));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Starts loading the script early (when configured). */
export function preloadRecaptcha(): void {
  if (SITE_KEY) void load(SITE_KEY).catch(() => undefined);
}

/** A token for `action`, or undefined when no site key is configured. */
export async function recaptchaToken(action: string): Promise<string | undefined> {
  if (!SITE_KEY) return undefined;
  return (await load(SITE_KEY)).execute(SITE_KEY, { action });
}
