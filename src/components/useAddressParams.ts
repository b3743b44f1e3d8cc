// A screen's filters kept in the address (?q=…&status=…): a reload, the back button or a shared
// link shows the same list. Empty values stay out of the address; a change replaces the history
// entry, so typing a search does not fill the back button with one step per key.
import { useLocation, useNavigate } from 'react-admin';

export function useAddressParams<N extends string>(names: readonly N[]): [Record<N, string>, (next: Record<N, string>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const value = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<N, string>;
  const set = (next: Record<N, string>) => {
    const search = new URLSearchParams(names.filter((n) => next[n] !== '').map((n) => [n, next[n]])).toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };
  return [value, set];
}
