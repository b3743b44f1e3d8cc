// The login page's zod-free copy of GET /v1/personalization must stay the contract's call.
import { describe, expect, it } from 'vitest';
import { personalization } from '../../../contract/personalization.ts';
import { brandingCall } from '../../../src/public/useBranding.ts';

describe('brandingCall', () => {
  it('has the method and path of the contract entry', () => {
    expect(brandingCall).toEqual({ method: personalization.get.method, path: personalization.get.path });
  });
});
