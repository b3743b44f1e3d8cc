// The query a log screen (weighbridge, mirroring) makes of its address: the page, the search and a
// created_at range, in the list conventions' names; what the server would refuse (a hand-edited
// address) is left out instead.
import { dayParam, pageParam } from './addressValues.ts';

export type LogQuery = Record<string, string | number> & { page: number };

export function logQuery(p: { page: string; search: string; from: string; to: string }, entries: number): LogQuery {
  const q: LogQuery = { page: pageParam(p.page, 1_000_000), entries };
  if (p.search.trim()) q.search_key = p.search.trim().slice(0, 200);
  const from = dayParam(p.from);
  const to = dayParam(p.to);
  if (from || to) Object.assign(q, { filter_date_column: 'created_at', ...(from ? { filter_date_start: from } : {}), ...(to ? { filter_date_end: to } : {}) });
  return q;
}

/** `filter_columns` / `filter_keys` of the chosen values among the allowed ones. */
export function filtersOf(chosen: Record<string, { value: string; allowed: readonly string[] }>): Record<string, string> {
  const kept = Object.entries(chosen).filter(([, c]) => c.allowed.includes(c.value));
  return kept.length ? { filter_columns: kept.map(([name]) => name).join(','), filter_keys: kept.map(([, c]) => c.value).join(',') } : {};
}
