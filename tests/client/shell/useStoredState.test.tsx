// Two updates before a re-render both count (react-admin's useStore applies the second to the value
// of the last render: a quick double click on the +1 stepper added one truck).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStore, StoreContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useStoredState } from '../../../src/components/useStoredState.ts';

const wrapper = ({ children }: { children: ReactNode }) => <StoreContextProvider value={memoryStore()}>{children}</StoreContextProvider>;

describe('useStoredState', () => {
  it('counts two updates made before the component renders again', () => {
    const { result } = renderHook(() => useStoredState('count', 0), { wrapper });
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(2);
  });

  it('takes a plain value too, and keeps it in the store', () => {
    const store = memoryStore();
    const { result } = renderHook(() => useStoredState('name', 'a'), { wrapper: ({ children }) => <StoreContextProvider value={store}>{children}</StoreContextProvider> });
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(store.getItem('name')).toBe('b');
  });
});
