// A /v1 list read page after page ("load more" appends the next page, spec 2 §4), for every screen
// that lists that way (history-order and a shipment's timeline, the orders of create-order, the
// vendor's Dispatching Shipment). react-query keeps the pages already shown, and a change of the
// query (search, filters, dates) starts again from page 1.
// `scope` is the query key the flow's own writes invalidate (e.g. the order flow's ORDER_KEY, the
// dispatching slug): the pages live under it, so a write refreshes exactly the lists it changed.
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { CallDef, ListMeta } from '../../contract/lib.ts';
import { request, type Answer } from '../api/http.ts';
import type { ListQueryParams } from './listParams.ts';

type Paged = { data: unknown[]; meta: ListMeta };
type RowOf<C extends CallDef> = Answer<C> extends { data: (infer R)[] } ? R : never;

export interface PagesOptions {
  /** The key prefix the flow invalidates after its writes. */
  scope: QueryKey;
  enabled?: boolean;
}

/** The query key of a paged list: under its scope, then the call and the query (without page). */
export const pagesKey = (scope: QueryKey, path: string, query: ListQueryParams): QueryKey => [...scope, 'pages', path, query];

export function usePages<C extends CallDef>(def: C, query: ListQueryParams, { scope, enabled = true }: PagesOptions) {
  const result = useInfiniteQuery({
    queryKey: pagesKey(scope, def.path, query),
    queryFn: ({ pageParam, signal }) => request(def, { query: { ...query, page: pageParam } as never, signal }) as Promise<Paged>,
    initialPageParam: 1,
    getNextPageParam: (last: Paged) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    placeholderData: keepPreviousData,
    // As react-admin's lists: a failure shows at once (the screen says so and offers a retry);
    // a network outage is retried by the shell (layout/NetworkErrorOverlay.tsx, spec 1 §4).
    retry: false,
    enabled,
  });
  const pages = result.data?.pages ?? [];
  return {
    ...result,
    rows: pages.flatMap((p) => p.data) as RowOf<C>[],
    total: pages.at(-1)?.meta.total ?? 0,
  };
}
