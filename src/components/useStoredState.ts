// A value kept in react-admin's store (so a reload keeps it) whose setter may take an update
// function. react-admin's own `useStore` applies such a function to the value of its last render:
// two clicks before the store's change has re-rendered the component (a quick double click on a
// +1 stepper, fast typing) were counted once. Here the function reads the store itself.
import { useCallback } from 'react';
import { useStore, useStoreContext } from 'react-admin';

export type StoredUpdate<T> = T | ((current: T) => T);

export function useStoredState<T>(key: string, defaultValue: T): [T, (update: StoredUpdate<T>) => void] {
  const [value] = useStore<T>(key, defaultValue);
  const { getItem, setItem } = useStoreContext();
  const set = useCallback(
    (update: StoredUpdate<T>) => setItem(key, typeof update === 'function' ? (update as (current: T) => T)(getItem(key, defaultValue) as T) : update),
    // The default is a fresh object on some callers' renders; the key decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, getItem, setItem],
  );
  return [value, set];
}
