import { describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { contract } from '../../../contract/index.ts';
import { orderList } from '../../../contract/order.ts';
import { makeDataProvider, UnsupportedCallError } from '../../../src/dataProvider/index.ts';
import { handlers, seen } from './handlers.ts';
import { serveDuringTests } from '../support/msw.ts';

const server = setupServer(...handlers);
serveDuringTests(server);

const dataProvider = makeDataProvider({
  'order-shipment/create-shipment': { list: contract.order.list, listDecl: orderList, fixedFilter: { status: 'PUBLISHED' } },
});

describe('dataProvider over the contract', () => {
  it('sends the list conventions and answers {data, total}', async () => {
    const answer = await dataProvider.getList('order-shipment/create-shipment', {
      pagination: { page: 1, perPage: 9 },
      sort: { field: 'identity', order: 'ASC' },
      filter: { q: 'ORD' },
      signal: new AbortController().signal,
    });
    expect(answer.total).toBe(2);
    expect(answer.data.map((r) => r.identity)).toEqual(['ORD-0001', 'ORD-0002']);
    const query = Object.fromEntries(seen['/v1/order']!);
    expect(query).toEqual({
      page: '1',
      entries: '9',
      sort_column: 'identity',
      sort_type: 'asc',
      search_key: 'ORD',
      search_columns: 'identity',
      filter_columns: 'status',
      filter_keys: 'PUBLISHED',
    });
  });

  it('refuses a resource without a call', async () => {
    await expect(dataProvider.getOne('order-shipment/create-shipment', { id: 1 })).rejects.toBeInstanceOf(UnsupportedCallError);
  });
});
