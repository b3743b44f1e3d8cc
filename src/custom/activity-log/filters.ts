// The activity log's filters live in the URL (?search=&type=&from=&to=&page=), so a view can be
// shared and reloaded; this turns them into the call's query (spec 1 §7 names), dropping what
// the server would refuse instead of showing an error for a hand-edited address.
import { ACTIVITY_TYPES, type ActivityType } from '../../../contract/activity-log.ts';
import { dayParam, oneOfParam, pageParam } from '../../components/addressValues.ts';

export interface ActivityFilters {
  search: string;
  type: ActivityType | '';
  from: string;
  to: string;
  page: number;
}

export const PER_PAGE = 15;

/** The address's parameters the screen reads (useAddressParams). */
export const ACTIVITY_PARAMS = ['search', 'type', 'from', 'to', 'page'] as const;

export function filtersOf(params: Partial<Record<(typeof ACTIVITY_PARAMS)[number], string>>): ActivityFilters {
  return {
    search: (params.search ?? '').slice(0, 200),
    type: oneOfParam<ActivityType | ''>(ACTIVITY_TYPES, params.type, ''),
    from: dayParam(params.from),
    to: dayParam(params.to),
    page: pageParam(params.page, 1_000_000),
  };
}

/** The address's parameters of a set of filters (useAddressParams leaves the empty ones out). */
export const paramsOf = (f: ActivityFilters): Record<(typeof ACTIVITY_PARAMS)[number], string> => ({ search: f.search, type: f.type, from: f.from, to: f.to, page: f.page > 1 ? String(f.page) : '' });

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
