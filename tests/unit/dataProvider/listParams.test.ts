import { describe, expect, it } from 'vitest';
import { orderList } from '../../../contract/order.ts';
import { fromListAnswer, toListQuery } from '../../../src/dataProvider/listParams.ts';

describe('toListQuery', () => {
  it('maps pagination to page + entries', () => {
    expect(toListQuery({ pagination: { page: 3, perPage: 9 } })).toEqual({ page: 3, entries: 9 });
  });

  it('maps sort to sort_column + lower-case sort_type, only for declared sortable columns', () => {
    expect(toListQuery({ sort: { field: 'created_at', order: 'DESC' } }, orderList)).toEqual({ sort_column: 'created_at', sort_type: 'desc' });
    expect(toListQuery({ sort: { field: 'identity', order: 'ASC' } }, orderList)).toEqual({ sort_column: 'identity', sort_type: 'asc' });
    // react-admin's default sort on "id" is not declared: nothing is sent
    expect(toListQuery({ sort: { field: 'id', order: 'ASC' } }, orderList)).toEqual({});
  });

  it('maps q to search_key + the declared default search columns', () => {
    expect(toListQuery({ filter: { q: ' ORD-1 ' } }, orderList)).toEqual({ search_key: 'ORD-1', search_columns: 'identity' });
    expect(toListQuery({ filter: { q: '   ' } }, orderList)).toEqual({});
  });

  it('maps filters to comma lists, repeating the column for array values', () => {
    expect(toListQuery({ filter: { status: ['PUBLISHED', 'DRAFT'], shipment_company_id: 4 } })).toEqual({
      filter_columns: 'status,status,shipment_company_id',
      filter_keys: 'PUBLISHED,DRAFT,4',
    });
  });

  it('adds fixed filters and does not let the URL widen them', () => {
    expect(toListQuery({ filter: { status: 'DRAFT', shipment_company_id: 2 } }, orderList, { status: 'PUBLISHED' })).toEqual({
      filter_columns: 'shipment_company_id,status',
      filter_keys: '2,PUBLISHED',
    });
  });

  it('maps *_gte / *_lte to the date range', () => {
    expect(toListQuery({ filter: { created_at_gte: '2026-01-01', created_at_lte: '2026-01-31' } })).toEqual({
      filter_date_column: 'created_at',
      filter_date_start: '2026-01-01',
      filter_date_end: '2026-01-31',
    });
  });

  it('skips empty values', () => {
    expect(toListQuery({ filter: { status: '', other: [], none: null } })).toEqual({});
  });

  it('combines everything', () => {
    expect(
      toListQuery({ pagination: { page: 1, perPage: 9 }, sort: { field: 'identity', order: 'ASC' }, filter: { q: 'x' } }, orderList, { status: 'PUBLISHED' }),
    ).toEqual({ page: 1, entries: 9, sort_column: 'identity', sort_type: 'asc', search_key: 'x', search_columns: 'identity', filter_columns: 'status', filter_keys: 'PUBLISHED' });
  });
});

describe('fromListAnswer', () => {
  it('turns {data, meta} into {data, total}', () => {
    const data = [{ id: 1 }, { id: 2 }];
    expect(fromListAnswer({ data, meta: { total: 12 } })).toEqual({ data, total: 12 });
  });
});
