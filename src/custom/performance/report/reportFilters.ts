// The vendor report's filters live in the address (docs/performance.md "The vendor report"), so a
// report can be shared and reloaded; this turns them into the calls' queries, dropping what the
// server would refuse instead of showing an error for a hand-edited address.
import { TRACK_STATES, type TrackState } from '../../../../contract/states.ts';
import { VENDOR_REPORT_SEARCH_FIELDS, VENDOR_REPORT_TYPES } from '../../../../contract/vendor-report.ts';
import { dayParam, idParam, oneOfParam, pageParam } from '../../../components/addressValues.ts';

export const REPORT_PARAMS = ['from', 'to', 'vendor', 'type', 'search', 'field', 'mill', 'refinery', 'owner', 'product', 'driver', 'plate', 'status', 'page'] as const;
type Params = Partial<Record<(typeof REPORT_PARAMS)[number], string>>;

export type ReportType = (typeof VENDOR_REPORT_TYPES)[number];
export type SearchField = (typeof VENDOR_REPORT_SEARCH_FIELDS)[number];

export interface ReportFilters {
  from: string;
  to: string;
  vendor: string;
  type: ReportType;
  search: string;
  field: SearchField;
  /** Ids of a pickup location, a drop-off location, a shipping company, a product, a driver ('' none). */
  mill: string;
  refinery: string;
  owner: string;
  product: string;
  driver: string;
  plate: string;
  status: TrackState | '';
  /** The vendor's requests' page. */
  page: number;
}

/** The filters under "More filters" (the freight and truck ones). */
export const MORE_FILTERS = ['mill', 'refinery', 'owner', 'product', 'driver', 'plate', 'status'] as const;

export const REQUESTS_PER_PAGE = 10;

export function reportFiltersOf(p: Params): ReportFilters {
  return {
    from: dayParam(p.from),
    to: dayParam(p.to),
    vendor: idParam(p.vendor),
    type: oneOfParam(VENDOR_REPORT_TYPES, p.type, 'ALL'),
    search: (p.search ?? '').slice(0, 100),
    field: oneOfParam(VENDOR_REPORT_SEARCH_FIELDS, p.field, 'VENDOR'),
    mill: idParam(p.mill),
    refinery: idParam(p.refinery),
    owner: idParam(p.owner),
    product: idParam(p.product),
    driver: idParam(p.driver),
    plate: (p.plate ?? '').slice(0, 20),
    status: oneOfParam<TrackState | ''>(TRACK_STATES, p.status, ''),
    page: pageParam(p.page, 100_000),
  };
}

export const reportParamsOf = (f: ReportFilters): Record<(typeof REPORT_PARAMS)[number], string> => ({
  from: f.from,
  to: f.to,
  vendor: f.vendor,
  type: f.type === 'ALL' ? '' : f.type,
  search: f.search,
  field: f.field === 'VENDOR' ? '' : f.field,
  mill: f.mill,
  refinery: f.refinery,
  owner: f.owner,
  product: f.product,
  driver: f.driver,
  plate: f.plate,
  status: f.status,
  page: f.page > 1 ? String(f.page) : '',
});

export const EMPTY_REPORT_FILTERS = reportFiltersOf({});

/** How many filters are set (the "Clear" button; the count beside "More filters"). */
export const setFilterCount = (f: ReportFilters, keys: readonly (keyof ReportFilters)[]) => keys.filter((k) => f[k] !== EMPTY_REPORT_FILTERS[k]).length;

const period = (f: ReportFilters) => ({ ...(f.from ? { start_date: f.from } : {}), ...(f.to ? { end_date: f.to } : {}) });
const given = (entries: [string, string][]) => Object.fromEntries(entries.filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));

/** GET /v1/vendor/report's query: every vendor (entries=-1). */
export function reportQueryOf(f: ReportFilters): Record<string, string | number> {
  return {
    entries: -1,
    ...period(f),
    ...given([
      ['vendor_id', f.vendor],
      ['type', f.type === 'ALL' ? '' : f.type],
      ['search', f.search],
      ['filter_by', f.search.trim() && f.field !== 'VENDOR' ? f.field : ''],
      ['mill', f.mill],
      ['refinery', f.refinery],
      ['product_owner', f.owner],
      ['product', f.product],
      ['driver_id', f.driver],
      ['plate_number', f.plate],
      ['status', f.status],
    ]),
  };
}

/** GET /v1/vendor/report-order-shipment's query: the chosen vendor's requests of the period. */
export const requestsQueryOf = (f: ReportFilters): Record<string, string | number> => ({ ...period(f), vendor_id: f.vendor, entries: REQUESTS_PER_PAGE, page: f.page });
