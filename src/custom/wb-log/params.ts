// The weighbridge log's filters in the address, and GET /v1/logs's query made of them (what the
// server would refuse, from a hand-edited address, is left out instead).
import { LOG_FIELD_FILTERS, LOG_TYPES } from '../../../contract/logs.ts';
import { filtersOf, logQuery, type LogQuery } from '../../components/logQuery.ts';

export const WB_LOG_PARAMS = ['search', 'type', 'from', 'to', ...LOG_FIELD_FILTERS, 'page'] as const;
export type WbLogParams = Record<(typeof WB_LOG_PARAMS)[number], string>;

export const WB_LOG_PER_PAGE = 15;

export function wbLogQuery(p: WbLogParams): LogQuery {
  const q: LogQuery = { ...logQuery(p, WB_LOG_PER_PAGE), ...filtersOf({ type: { value: p.type, allowed: LOG_TYPES } }) };
  for (const name of LOG_FIELD_FILTERS) if (p[name].trim()) q[name] = p[name].trim().slice(0, 100);
  return q;
}
