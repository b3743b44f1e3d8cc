// The FMS token at rest: sealed per vendor, opened only with the same key for the same vendor.
import { describe, expect, it } from 'vitest';
import { DEMO_SEALING_KEY, seal, sealingKeyOf, unseal } from '../../../server/lib/fms/sealing.ts';

const KEY = sealingKeyOf(Buffer.alloc(32, 1).toString('base64'))!;

describe('sealing', () => {
  it('opens what it sealed, and the text holds no trace of the token', () => {
    const sealed = seal(KEY, 7, 'secret-fms-token');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('secret');
    expect(unseal(KEY, 7, sealed)).toBe('secret-fms-token');
    // A new nonce each time: the same token never seals to the same text.
    expect(seal(KEY, 7, 'secret-fms-token')).not.toBe(sealed);
  });

  it('does not open for another vendor, with another key, altered or cut', () => {
    const sealed = seal(KEY, 7, 'secret-fms-token');
    expect(unseal(KEY, 8, sealed)).toBeNull();
    expect(unseal(DEMO_SEALING_KEY, 7, sealed)).toBeNull();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(unseal(KEY, 7, `v1.${raw.toString('base64url')}`)).toBeNull();
    expect(unseal(KEY, 7, sealed.slice(0, 20))).toBeNull();
    expect(unseal(KEY, 7, 'v2.' + sealed.slice(3))).toBeNull();
    expect(unseal(KEY, 7, 'plain-token')).toBeNull();
  });

  it('takes 32 bytes of base64 as a key, nothing else', () => {
    expect(sealingKeyOf(Buffer.alloc(32, 9).toString('base64'))).toHaveLength(32);
    expect(sealingKeyOf(Buffer.alloc(16, 9).toString('base64'))).toBeUndefined();
    expect(sealingKeyOf('not base64 at all, but long enough to be 32 chars')).toBeUndefined();
  });
});
