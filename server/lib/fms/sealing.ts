// The FMS sign-in token at rest (docs/tracking.md "FMS positions"): AES-256-GCM with the key of
// FMS_TOKEN_KEY, the vendor's id as associated data (a sealed token copied to another vendor's row
// does not open). Without FMS_BASE_URL the built-in demo service's tokens are no secret, and a key
// named after it seals them, so the default works with no setting.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealingKey = Buffer;

/** FMS_TOKEN_KEY: 32 bytes in base64; undefined when it is not that. */
export function sealingKeyOf(base64: string): SealingKey | undefined {
  const key = Buffer.from(base64, 'base64');
  return key.length === 32 && key.toString('base64').replace(/=+$/, '') === base64.trim().replace(/=+$/, '') ? key : undefined;
}

/** The key the demo service's tokens are sealed with (they open nothing outside this app). */
export const DEMO_SEALING_KEY: SealingKey = createHash('sha256').update('lsi-console demo fleet tokens').digest();

const aad = (vendorId: number) => Buffer.from(`vendor:${vendorId}`);

export function seal(key: SealingKey, vendorId: number, token: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(vendorId));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The token, or null when the text was not sealed with this key for this vendor (or was altered). */
export function unseal(key: SealingKey, vendorId: number, sealed: string): string | null {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) return null;
  const raw = Buffer.from(data, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(aad(vendorId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
