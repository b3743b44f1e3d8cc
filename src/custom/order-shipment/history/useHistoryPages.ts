// What both history-order lists share (shipments for the LSP and the vendor, sent orders for the
// shipping company): the filters kept in the address (a reload or the back button shows the same
// list), turned into the list query, newest first, a page at a time (9 or 3 as the layout setting
// says), keyed under the call (usePages).
import { useMemo } from 'react';
import type { CallDef, ListDecl } from '../../../../contract/lib.ts';
import { useAddressParams } from '../../../components/useAddressParams.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { toListQuery } from '../../../dataProvider/listParams.ts';
import { usePages } from '../../../dataProvider/usePages.ts';
import { usePageSize } from '../../../layout/tableMode.ts';
import { FILTER_NAMES, type HistoryFilters } from './ListFilters.tsx';

/** `decl` must be stable (a module constant): it is a dependency of the query. */
export function useHistoryPages<C extends CallDef>(def: C, decl: ListDecl) {
  const [filters, setFilters] = useAddressParams<keyof HistoryFilters>(FILTER_NAMES);
  const q = useDebounced(filters.q.trim(), 300);
  const perPage = usePageSize();
  const query = useMemo(
    () =>
      toListQuery(
        {
          pagination: { page: 1, perPage },
          sort: { field: decl.defaultSort.column, order: 'DESC' },
          filter: { q, status: filters.status, created_at_gte: filters.from, created_at_lte: filters.until },
        },
        decl,
      ),
    [q, filters.status, filters.from, filters.until, decl, perPage],
  );
  const pages = usePages(def, query);
  return { filters, setFilters, pages, filtered: FILTER_NAMES.some((n) => filters[n] !== '') };
}
