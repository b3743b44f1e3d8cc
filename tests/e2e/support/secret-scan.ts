// After the whole e2e run: the e2e server's log (every line it printed) holds no secret (issue 26,
// docs/operations.md "Logs"). global-setup.ts's teardown gathers the secrets it knows (the passwords
// the specs type, the tokens in the outbox's mails and the register links) and calls `leaks`, which
// also flags anything shaped like a session token, a reset token or a weighbridge API key, and any
// Authorization / X-API-Key value, since the tokens the server issued are kept only as hashes.
// A leak is named by its kind and line number, never by the secret itself.

/** A secret the run knows by value, and what it is (the kind is what a report shows). */
export interface Secret {
  kind: string;
  value: string;
}

export interface Leak {
  kind: string;
  /** 1-based line of the log. */
  line: number;
}

/** Every password an e2e spec types, so the teardown can look for each in the server's log. */
export const E2E_PASSWORDS = {
  demo: 'lsi-demo-2026',
  newVendor: 'new-vendor-pass-1',
  resetEn: 'reset-en-pass-2026',
  resetId: 'reset-id-pass-2026',
  resetAgain: 'another-pass-2026',
  resetExpired: 'whatever-pass-2026',
  firstUser: 'first-pass-1',
  renewed: 'renewed-pass-2',
  registeredVendor: 'vendor-pass-1',
  accountBefore: 'account-pass-1',
  accountAfter: 'account-pass-2',
  lspUser: 'secret-pass-1',
  lspUserMismatch: 'secret-pass-2',
  fms: 'fms-demo',
} as const;

/** The reset password of a locale in password-reset.spec.ts. */
export const resetPassword = (locale: 'en' | 'id') => (locale === 'en' ? E2E_PASSWORDS.resetEn : E2E_PASSWORDS.resetId);

/** The alphabet of our tokens (URL-safe base64), as a table of char codes. */
const ALPHABET = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-') ALPHABET[c.charCodeAt(0)] = 1;
/** Shorter runs of the alphabet are no secret of ours (a device id is 24, a register link token 32). */
const MIN_RUN = 20;
/** A session or reset token: 32 random bytes, base64url (server/lib/passwords.ts newToken). */
const TOKEN_LENGTH = 43;
/** A weighbridge API key: "wbk_" and 32 random bytes, base64url (server/lib/weighbridge/keys.ts). */
const API_KEY = /^wbk_[A-Za-z0-9_-]{43}$/;
/** A credential in a header-like place, unless it was redacted. */
const CREDENTIAL = /\bBearer\s+(?!\[redacted\])[A-Za-z0-9._~+/=-]{8,}|"(?:authorization|x-api-key)"\s*:\s*"(?!\[redacted\])[^"]+"/gi;

/** Random base64url of 43 characters has upper and lower case letters (all but ~1e-10 of them). */
const looksRandom = (s: string) => /[A-Z]/.test(s) && /[a-z]/.test(s);

/**
 * Where secrets are in `logText`, in line order. Long URL-safe secrets are looked up by whole runs
 * of their alphabet in a Set (one pass however many tokens); short ones (passwords) by substring.
 */
export function leaks(logText: string, secrets: readonly Secret[]): Leak[] {
  const byValue = new Map<string, string>();
  const phrases: Secret[] = [];
  for (const s of secrets) {
    if (!s.value) continue;
    if (s.value.length >= MIN_RUN && /^[A-Za-z0-9_-]+$/.test(s.value)) byValue.set(s.value, s.kind);
    else phrases.push(s);
  }
  const found: { kind: string; at: number }[] = [];
  // Every maximal run of the alphabet, in one loop over the text (twice as fast as a regex here).
  const n = logText.length;
  for (let i = 0, start = -1; i <= n; i++) {
    const c = i < n ? logText.charCodeAt(i) : 0;
    if (c < 128 && ALPHABET[c] === 1) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= MIN_RUN) {
      const run = logText.slice(start, i);
      const known = byValue.get(run);
      if (known) found.push({ kind: known, at: start });
      else if (API_KEY.test(run)) found.push({ kind: 'weighbridge API key (wbk_…)', at: start });
      else if (run.length === TOKEN_LENGTH && looksRandom(run)) found.push({ kind: 'token-shaped string (session or reset token)', at: start });
    }
    start = -1;
  }
  for (const m of logText.matchAll(CREDENTIAL)) found.push({ kind: m[0].startsWith('"') ? `${m[0].slice(1, m[0].indexOf('"', 1))} header value` : 'Bearer credential', at: m.index });
  for (const p of phrases) {
    for (let at = logText.indexOf(p.value); at >= 0; at = logText.indexOf(p.value, at + 1)) found.push({ kind: p.kind, at });
  }
  if (found.length === 0) return [];
  found.sort((a, b) => a.at - b.at);
  // Line numbers in one more pass, only when something was found.
  const out: Leak[] = [];
  let line = 1;
  let from = 0;
  for (const f of found) {
    for (let nl = logText.indexOf('\n', from); nl >= 0 && nl < f.at; nl = logText.indexOf('\n', nl + 1)) {
      line++;
      from = nl + 1;
    }
    const last = out.at(-1);
    if (!last || last.kind !== f.kind || last.line !== line) out.push({ kind: f.kind, line });
  }
  return out;
}

/** The failure message: each kind with its lines (at most 20 named), never a secret. */
export function leakReport(leaksFound: readonly Leak[], logFile: string): string {
  const lines = new Map<string, number[]>();
  for (const l of leaksFound) lines.set(l.kind, [...(lines.get(l.kind) ?? []), l.line]);
  const kinds = [...lines].map(([kind, at]) => `  - ${kind}: line${at.length > 1 ? 's' : ''} ${at.slice(0, 20).join(', ')}${at.length > 20 ? ` and ${at.length - 20} more` : ''}`);
  return `secrets in the e2e server's log (${logFile}, kept for inspection):\n${kinds.join('\n')}`;
}
