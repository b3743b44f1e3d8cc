// A /v1 list read page after page ("load more" appends, spec 2 §4): react-query keeps the pages
// already shown, and a change of the query (search, filters, dates) starts again from page 1.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CallDef, ListMeta } from '../../../../contract/lib.ts';
import { request, type Answer } from '../../../api/http.ts';
import type { ListQueryParams } from '../../../dataProvider/listParams.ts';

type Paged = { data: unknown[]; meta: ListMeta };
type RowOf<C extends CallDef> = Answer<C> extends { data: (infer R)[] } ? R : never;

export function usePages<C extends CallDef>(def: C, query: ListQueryParams, enabled = true) {
  const result = useInfiniteQuery({
    queryKey: ['lsi', 'pages', def.path, query],
    queryFn: ({ pageParam, signal }) => request(def, { query: { ...query, page: pageParam } as never, signal }) as Promise<Paged>,
    initialPageParam: 1,
    getNextPageParam: (last: Paged) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = result.data?.pages ?? [];
  return {
    ...result,
    rows: pages.flatMap((p) => p.data) as RowOf<C>[],
    total: pages.at(-1)?.meta.total ?? 0,
  };
}
