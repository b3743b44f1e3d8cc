// react-admin list params -> the /v1 list conventions (spec 2 §7): search, sort, filters, date
// range, pagination. Pure, so it is unit-tested without a browser.
import type { ListDecl } from '../../contract/lib.ts';

export interface RaListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

export type FixedFilter = Record<string, string | number | readonly (string | number)[]>;

/** Filter names ending like this form a date range on the column before the suffix. */
const DATE_START = /_(gte|start|from)$/;
const DATE_END = /_(lte|end|to)$/;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export type ListQueryParams = Record<string, string | number>;

export function toListQuery(params: RaListParams, decl?: ListDecl, fixed: FixedFilter = {}): ListQueryParams {
  const query: ListQueryParams = {};
  const { pagination, sort, filter = {} } = params;

  if (pagination) {
    query.page = pagination.page;
    query.entries = pagination.perPage;
  }

  // react-admin defaults the sort to 'id': send only columns the list declares as sortable.
  if (sort?.field && (!decl || decl.sort.includes(sort.field))) {
    query.sort_column = sort.field;
    query.sort_type = sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  }

  const columns: string[] = [];
  const keys: string[] = [];
  const addFilter = (column: string, value: unknown) => {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (isEmpty(v)) continue;
      columns.push(column);
      keys.push(String(v));
    }
  };

  for (const [name, value] of Object.entries(filter)) {
    if (isEmpty(value)) continue;
    if (name === 'q') {
      query.search_key = String(value).trim();
      if (decl?.defaultSearch.length) query.search_columns = decl.defaultSearch.join(',');
      continue;
    }
    const start = DATE_START.exec(name);
    const end = DATE_END.exec(name);
    if (start || end) {
      query.filter_date_column = name.slice(0, (start ?? end)!.index);
      query[start ? 'filter_date_start' : 'filter_date_end'] = String(value);
      continue;
    }
    if (fixed[name] !== undefined) continue; // a fixed filter cannot be widened from the URL
    addFilter(name, value);
  }
  for (const [name, value] of Object.entries(fixed)) addFilter(name, value);

  if (columns.length) {
    query.filter_columns = columns.join(',');
    query.filter_keys = keys.join(',');
  }
  if (query.search_key === '') {
    delete query.search_key;
    delete query.search_columns;
  }
  return query;
}

/** `{data, meta: {total}}` -> react-admin's `{data, total}`. */
export function fromListAnswer<T>(answer: { data: T[]; meta?: { total: number } }): { data: T[]; total: number } {
  return { data: answer.data, total: answer.meta?.total ?? answer.data.length };
}
