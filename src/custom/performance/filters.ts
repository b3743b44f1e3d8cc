// The vendor performance screen's filters live in the address (?from=&to=&vendor=&search=&status=&page=),
// so a view can be shared and reloaded; this turns them into the calls' queries (docs/performance.md),
// dropping what the server would refuse instead of showing an error for a hand-edited address.
import { RECENT_DAYS } from '../../../contract/dashboard.ts';
import { addDays, periodOf } from '../../../contract/performance.ts';
import { TRACK_STATES, type TrackState } from '../../../contract/states.ts';
import { wibDay } from '../../../contract/wib.ts';
import { dayParam, idParam, oneOfParam, pageParam } from '../../components/addressValues.ts';

export interface PerformanceFilters {
  from: string;
  to: string;
  vendor: string;
  search: string;
  /** The detail list's track state. */
  status: TrackState | '';
  /** The detail list's page. */
  page: number;
}

export const DETAIL_PER_PAGE = 10;

export const PERFORMANCE_PARAMS = ['from', 'to', 'vendor', 'search', 'status', 'page'] as const;

export function filtersOf(params: Partial<Record<(typeof PERFORMANCE_PARAMS)[number], string>>): PerformanceFilters {
  return {
    from: dayParam(params.from),
    to: dayParam(params.to),
    vendor: idParam(params.vendor),
    search: (params.search ?? '').slice(0, 100),
    status: oneOfParam<TrackState | ''>(TRACK_STATES, params.status, ''),
    page: pageParam(params.page, 100_000),
  };
}

export const paramsOf = (f: PerformanceFilters): Record<(typeof PERFORMANCE_PARAMS)[number], string> => ({
  from: f.from,
  to: f.to,
  vendor: f.vendor,
  search: f.search,
  status: f.status,
  page: f.page > 1 ? String(f.page) : '',
});

/** The filters of a whole period: every vendor, no search. */
export const periodFilters = (period: { from: string; to: string }): PerformanceFilters => ({ ...period, vendor: '', search: '', status: '', page: 1 });

/** The dashboard's period (docs/dashboards.md "Dates"): the last RECENT_DAYS WIB days, today included. */
export function recentPeriod(now = Date.now()): { from: string; to: string } {
  const to = wibDay(now);
  return { from: addDays(to, 1 - RECENT_DAYS), to };
}

/** The dashboard section's period in the dashboard's address (?from=&to=). */
export const DASHBOARD_PERIOD_PARAMS = ['from', 'to'] as const;

/**
 * The dashboard section's period: the address's days, a missing end filled as the performance calls
 * fill it (periodOf); none given, the dashboard's own, the last RECENT_DAYS WIB days (`chosen` false).
 */
export function dashboardPeriodOf(params: Partial<Record<(typeof DASHBOARD_PERIOD_PARAMS)[number], string>>, now = Date.now()): { from: string; to: string; chosen: boolean } {
  const from = dayParam(params.from);
  const to = dayParam(params.to);
  if (!from && !to) return { ...recentPeriod(now), chosen: false };
  const period = periodOf({ start_date: from || undefined, end_date: to || undefined }, wibDay(now));
  return { from: period.start, to: period.end, chosen: true };
}

/** The vendor rows' query (every vendor: entries=-1). */
export function vendorsQueryOf(f: PerformanceFilters): Record<string, string | number> {
  return {
    entries: -1,
    ...(f.from ? { start_date: f.from } : {}),
    ...(f.to ? { end_date: f.to } : {}),
    ...(f.vendor ? { vendor: f.vendor } : {}),
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
  };
}

/** The detail list's query. */
export function detailQueryOf(f: PerformanceFilters): Record<string, string | number> {
  const { entries: _all, ...common } = vendorsQueryOf(f);
  return { ...common, entries: DETAIL_PER_PAGE, page: f.page, ...(f.status ? { status: f.status } : {}) };
}
