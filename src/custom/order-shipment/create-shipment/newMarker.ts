// The "new" marker (spec 1 §4, §9): while the order was published less than the contract's window
// ago (15 minutes), or when it has no timestamp. A ticking clock hides it when the order ages.
import { useEffect, useState } from 'react';
import { NEW_ORDER_WINDOW_MS } from '../../../../contract/shipment.ts';

export function isNew(timestamp: string | null | undefined, now: number): boolean {
  if (!timestamp) return true;
  const at = Date.parse(timestamp);
  return Number.isNaN(at) || now - at < NEW_ORDER_WINDOW_MS;
}

/** Now, refreshed every `everyMs`. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
