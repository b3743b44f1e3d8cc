// The activity log's filters live in the URL (?search=&type=&from=&to=&page=), so a view can be
// shared and reloaded; this turns them into the call's query (spec 1 §7 names), dropping what
// the server would refuse instead of showing an error for a hand-edited address.
import { ACTIVITY_TYPES, type ActivityType } from '../../../contract/activity-log.ts';

export interface ActivityFilters {
  search: string;
  type: ActivityType | '';
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const PER_PAGE = 15;

export function filtersOf(params: URLSearchParams): ActivityFilters {
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    type: (ACTIVITY_TYPES as readonly string[]).includes(type) ? (type as ActivityType) : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The URL's parameters of a set of filters (empty ones left out). */
export function paramsOf(f: ActivityFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.search) out.search = f.search;
  if (f.type) out.type = f.type;
  if (f.from) out.from = f.from;
  if (f.to) out.to = f.to;
  if (f.page > 1) out.page = String(f.page);
  return out;
}

/** GET /v1/log/activities's query. */
export function queryOf(f: ActivityFilters): Record<string, string | number> {
  return {
    page: f.page,
    per_page: PER_PAGE,
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
    ...(f.type ? { type_activity: f.type } : {}),
    ...(f.from ? { from_date: f.from } : {}),
    ...(f.to ? { to_date: f.to } : {}),
  };
}
