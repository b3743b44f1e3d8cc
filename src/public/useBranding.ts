// The LSP that owns this host name (spec 2 §7: GET /v1/personalization?domain=..., errors ignored).
import { useEffect, useState } from 'react';
import type { Personalization, personalization } from '../../contract/personalization.ts';
import { request } from '../api/http.ts';

/**
 * The contract's call with only what request() reads (method, path): the contract module carries
 * zod, which the first page does not need. tests/unit/public/brandingCall.test.ts keeps it equal.
 */
export const brandingCall = { method: 'GET', path: '/v1/personalization' } as typeof personalization.get;

export function useBranding(): Personalization | null {
  const [branding, setBranding] = useState<Personalization | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    request(brandingCall, { query: { domain: globalThis.location?.hostname }, signal: controller.signal })
      .then((answer) => setBranding(answer.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return branding;
}
