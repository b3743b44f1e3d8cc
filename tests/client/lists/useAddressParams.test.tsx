// The filters kept in the address (src/components/useAddressParams.ts): two changes made one after
// the other before the router shows the first (a person filling "from" then "to" quickly; the
// router renders navigations in a transition) both stay, and empty values stay out of the address.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useAddressParams } from '../../../src/components/useAddressParams.ts';

const NAMES = ['search', 'from', 'to', 'page'] as const;
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/admin/log?page=3']}>{children}</MemoryRouter>;
const useParamsAndAddress = () => ({ params: useAddressParams(NAMES), search: useLocation().search });

describe('useAddressParams', () => {
  it('keeps both of two changes made from the same render', () => {
    const { result } = renderHook(useParamsAndAddress, { wrapper });
    const [, set] = result.current.params;
    act(() => {
      set((current) => ({ ...current, page: '', from: '2026-11-01' }));
      set((current) => ({ ...current, to: '2026-11-29' }));
    });
    expect(result.current.search).toBe('?from=2026-11-01&to=2026-11-29');
    expect(result.current.params[0]).toEqual({ search: '', from: '2026-11-01', to: '2026-11-29', page: '' });
  });

  it('reads the shown address again once a change is shown', () => {
    const { result } = renderHook(useParamsAndAddress, { wrapper });
    act(() => result.current.params[1]((current) => ({ ...current, search: 'Rina' })));
    act(() => result.current.params[1]((current) => ({ ...current, search: '' })));
    expect(result.current.search).toBe('?page=3');
    act(() => result.current.params[1]({ search: 'Budi', from: '', to: '', page: '' }));
    expect(result.current.search).toBe('?search=Budi');
  });
});
