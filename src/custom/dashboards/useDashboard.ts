// One dashboard call through react-query; the search text (SC, vendor) is debounced.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallDef } from '../../../contract/lib.ts';
import { request, type Answer } from '../../api/http.ts';
import { useDebounced } from '../../components/useDebounced.ts';

export function useDashboard<C extends CallDef>(def: C, search = '') {
  const debounced = useDebounced(search.trim(), 300);
  const query = debounced ? { search_key: debounced, search_columns: 'identity' } : {};
  return useQuery({
    queryKey: ['lsi', 'dashboard', def.path, debounced],
    queryFn: ({ signal }) => request(def, { query: query as never, signal }) as Promise<Answer<C>>,
    placeholderData: keepPreviousData,
  });
}
