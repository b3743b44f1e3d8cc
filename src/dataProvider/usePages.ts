// A /v1 list read page after page ("load more" appends the next page, spec 2 §4), for every screen
// that lists that way (history-order and a shipment's timeline, the orders of create-order, the
// vendor's Dispatching Shipment). react-query keeps the pages already shown, and a change of the
// query (search, filters, dates) starts again from page 1. A list read page after page
// (`ListDecl.cursor`) answers `meta.next_cursor`: the next page is asked by it (keyset), so rows
// written meanwhile never repeat a row already shown nor skip one; any other list by page number.
// The pages are keyed under the call (pagesKey, below callKey(def)): a write that invalidates the
// call (useCallWrite's `invalidates`) reads its pages again too.
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { CallDef, ListMeta } from '../../contract/lib.ts';
import { request, type Answer } from '../api/http.ts';
import { callKey } from '../api/useCall.ts';
import { localeFromPath } from '../i18n/locale.ts';
import type { ListQueryParams } from './listParams.ts';

type Paged = { data: unknown[]; meta: ListMeta };
/** Which page to read: the first, a page number, or the page after a cursor. */
type PageParam = { page: number } | { cursor: string };

/** The page after `last`: by its cursor when the list gives one, else by number; none after the last. */
export function nextPageParam(last: Paged): PageParam | undefined {
  const { next_cursor: cursor, current_page: page, last_page: lastPage } = last.meta;
  if (cursor !== undefined) return cursor === null ? undefined : { cursor };
  return page < lastPage ? { page: page + 1 } : undefined;
}
type RowOf<C extends CallDef> = Answer<C> extends { data: (infer R)[] } ? R : never;

/**
 * The query key of a paged list: the call's prefix, then 'pages', the query (without page) and the
 * language. Not callKey(def, input): a plain read of the same call and query is another answer.
 */
export const pagesKey = (def: Pick<CallDef, 'method' | 'path'>, query: ListQueryParams, locale: string): QueryKey => [...callKey(def), 'pages', query, locale];

export function usePages<C extends CallDef>(def: C, query: ListQueryParams, { enabled = true }: { enabled?: boolean } = {}) {
  const result = useInfiniteQuery({
    queryKey: pagesKey(def, query, localeFromPath()),
    queryFn: ({ pageParam, signal }) => request(def, { query: { ...query, ...pageParam } as never, signal }) as Promise<Paged>,
    initialPageParam: { page: 1 } as PageParam,
    getNextPageParam: nextPageParam,
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
