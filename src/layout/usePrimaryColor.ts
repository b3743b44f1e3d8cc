// The host's branding colour. Errors are ignored: the default theme stays.
import { useEffect, useState } from 'react';
import { contract } from '../../contract/index.ts';
import { request } from '../api/http.ts';

export function usePrimaryColor(): string | null {
  const [color, setColor] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    request(contract.personalization.get, { query: { domain: window.location.hostname } as never, signal: controller.signal })
      .then((answer) => setColor(answer.data.primary_color))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return color;
}
