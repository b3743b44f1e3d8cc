// A screen's filters kept in the address (?q=…&status=…): a reload, the back button or a shared
// link shows the same list. Empty values stay out of the address; a change replaces the history
// entry, so typing a search does not fill the back button with one step per key.
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-admin';

type Next<N extends string> = Record<N, string> | ((current: Record<N, string>) => Record<N, string>);

const valuesOf = <N extends string>(names: readonly N[], search: string) => {
  const params = new URLSearchParams(search);
  return Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<N, string>;
};

/**
 * The named parameters and their setter. The setter takes the next values or a function of the
 * current ones; the latter sees a change made a moment ago even before the router has shown it
 * (two fields filled one after the other in the same tick must both stay: the router renders
 * navigations in a transition, so a closure's values can be one change behind).
 */
export function useAddressParams<N extends string>(names: readonly N[]): [Record<N, string>, (next: Next<N>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  // The address asked for and the location it was asked from: still that location means not yet shown.
  const pending = useRef<{ from: string | undefined; search: string } | null>(null);
  const value = valuesOf(names, location.search);
  const set = (next: Next<N>) => {
    const asked = pending.current;
    const shown = asked && asked.from === location.key ? asked.search : location.search;
    const values = typeof next === 'function' ? next(valuesOf(names, shown)) : next;
    const query = new URLSearchParams(names.filter((n) => values[n]).map((n) => [n, values[n]])).toString();
    const search = query ? `?${query}` : '';
    pending.current = { from: location.key, search };
    navigate({ pathname: location.pathname, search }, { replace: true });
  };
  return [value, set];
}
