// The weighbridge log's filters in the address, and GET /v1/logs's query made of them (what the
// server would refuse, from a hand-edited address, is left out instead).
import { LOG_FIELD_FILTERS, LOG_TYPES } from '../../../contract/logs.ts';

export const WB_LOG_PARAMS = ['search', 'type', 'from', 'to', ...LOG_FIELD_FILTERS, 'page'] as const;
export type WbLogParams = Record<(typeof WB_LOG_PARAMS)[number], string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const WB_LOG_PER_PAGE = 15;

export function wbLogQuery(p: WbLogParams): Record<string, string | number> & { page: number } {
  const page = Number(p.page);
  const q: Record<string, string | number> & { page: number } = { page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1, entries: WB_LOG_PER_PAGE };
  if (p.search.trim()) q.search_key = p.search.trim().slice(0, 200);
  if ((LOG_TYPES as readonly string[]).includes(p.type)) Object.assign(q, { filter_columns: 'type', filter_keys: p.type });
  const from = DAY.test(p.from) ? p.from : '';
  const to = DAY.test(p.to) ? p.to : '';
  if (from || to) Object.assign(q, { filter_date_column: 'created_at', ...(from ? { filter_date_start: from } : {}), ...(to ? { filter_date_end: to } : {}) });
  for (const name of LOG_FIELD_FILTERS) if (p[name].trim()) q[name] = p[name].trim().slice(0, 100);
  return q;
}
