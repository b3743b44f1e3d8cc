// The layout setting of spec 1 §3, §4, §9: data-table mode 1 (a table; on a phone a simple list)
// or 0 (cards), kept in local storage and restored; a page holds 9 entries in mode 1, else 3. One
// setting for every list of every area (the switch on one list changes them all), and it outlives
// sign-out: it is how this browser likes to read lists, not account data.
import { useCallback, useSyncExternalStore } from 'react';

export type TableMode = 0 | 1;

export const TABLE_MODE_KEY = 'lsi.layout.tableMode';
export const DEFAULT_TABLE_MODE: TableMode = 1;

/** Entries per page of a mode: 9 in mode 1, else 3. */
export const perPageOf = (mode: TableMode): number => (mode === 1 ? 9 : 3);

const listeners = new Set<() => void>();

export function readTableMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): TableMode {
  const stored = storage?.getItem(TABLE_MODE_KEY);
  return stored === '0' ? 0 : stored === '1' ? 1 : DEFAULT_TABLE_MODE;
}

export function saveTableMode(mode: TableMode, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  storage?.setItem(TABLE_MODE_KEY, String(mode));
  listeners.forEach((fn) => fn());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changed it.
  const onStorage = (e: StorageEvent) => e.key === TABLE_MODE_KEY && onChange();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const snapshot = () => readTableMode();

/** The current mode and its setter; every list follows a change at once. */
export function useTableMode(): [TableMode, (mode: TableMode) => void] {
  const mode = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_TABLE_MODE);
  const set = useCallback((next: TableMode) => saveTableMode(next), []);
  return [mode, set];
}

/** The entries of a page (or of one "load more") in the current mode: 9 in mode 1, else 3. */
export function usePageSize(): number {
  const [mode] = useTableMode();
  return perPageOf(mode);
}
