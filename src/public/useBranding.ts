// The LSP that owns this host name (spec 2 §7: GET /v1/personalization?domain=..., errors ignored).
import { useEffect, useState } from 'react';
import type { Personalization } from '../../contract/personalization.ts';
import { publicApi } from './api.ts';

export function useBranding(): Personalization | null {
  const [branding, setBranding] = useState<Personalization | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    publicApi()
      .then((api) => api.fetchBranding(globalThis.location?.hostname, controller.signal))
      .then((answer) => setBranding(answer.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return branding;
}
