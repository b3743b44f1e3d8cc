// One dashboard call through react-query; the search text (SC, vendor) is debounced.
import { keepPreviousData } from '@tanstack/react-query';
import type { CallDef } from '../../../contract/lib.ts';
import { useCall } from '../../api/useCall.ts';
import { useDebounced } from '../../components/useDebounced.ts';

export function useDashboard<C extends CallDef>(def: C, search = '') {
  const debounced = useDebounced(search.trim(), 300);
  const query = debounced ? { search_key: debounced, search_columns: 'identity' } : {};
  return useCall(def, { query: query as never }, { placeholderData: keepPreviousData });
}
