// Our dataProvider: react-admin's methods over contract calls (src/api/http.ts). Each area
// passes a map from resource slug (its URL) to the contract calls behind it.
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { CallDef, ListDecl } from '../../contract/lib.ts';
import { ApiHttpError, request } from '../api/http.ts';
import { readWholeList } from '../api/wholeList.ts';
import { dataProviderEvents } from './events.ts';
import { fromListAnswer, toListQuery, type FixedFilter } from './listParams.ts';
import { toFormError, toWriteBody } from './writeBody.ts';

/** A record missing from a list read (no server message to show): a catalog key, shown translated. */
export const RECORD_NOT_FOUND = 'server.notFound';

export interface SlugSource {
  /** A list call answering `{data, meta}`; takes the list query. */
  list?: CallDef;
  listDecl?: ListDecl;
  /** Filters always sent (e.g. status=PUBLISHED for orders awaiting a shipment). */
  fixedFilter?: FixedFilter;
  /** A call with `:id` answering `{data}`. */
  get?: CallDef;
  /** Without `get` (the contract has no single-record read yet): getOne finds the row in the whole list. */
  getFromList?: boolean;
  create?: CallDef;
  update?: CallDef;
  delete?: CallDef;
}

export type SlugMap = Record<string, SlugSource>;

export class UnsupportedCallError extends Error {
  constructor(resource: string, method: string) {
    super(`No ${method} call for "${resource}"`);
    this.name = 'UnsupportedCallError';
  }
}

type Answer = { message?: string; data: RaRecord };

export function makeDataProvider(map: SlugMap): DataProvider {
  const source = (resource: string, method: keyof SlugSource): CallDef => {
    const def = map[resource]?.[method];
    if (!def || typeof def !== 'object' || !('path' in def)) throw new UnsupportedCallError(resource, method);
    return def as CallDef;
  };
  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal) => {
    if (!map[resource]?.get && map[resource]?.getFromList) {
      const all = (await readWholeList(source(resource, 'list'), map[resource].listDecl, {}, signal)) as { data: RaRecord[] };
      const row = all.data.find((r) => String(r.id) === String(id));
      if (!row) throw new ApiHttpError(404, RECORD_NOT_FOUND);
      return row;
    }
    const answer = (await request(source(resource, 'get'), { params: { id } as never, signal })) as Answer;
    return answer.data;
  };

  const provider: DataProvider = {
    supportAbortSignal: true,

    async getList(resource: string, params: GetListParams) {
      const slug = map[resource] ?? {};
      const query = toListQuery(params, slug.listDecl, slug.fixedFilter);
      // "All of them" (perPage -1) of a list the server pages is read page by page.
      const { page: _page, entries, ...rest } = query;
      const answer = (
        entries === -1 && !slug.listDecl?.all
          ? await readWholeList(source(resource, 'list'), slug.listDecl, { query: rest as never }, params.signal)
          : await request(source(resource, 'list'), { query: query as never, signal: params.signal })
      ) as { data: RaRecord[]; meta: { total: number } };
      return fromListAnswer(answer) as never;
    },
    async getOne(resource, params) {
      return { data: (await getOne(resource, params.id, params.signal)) as never };
    },
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal)));
      return { data: data as never };
    },
    async getManyReference(resource, params) {
      return provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(resource, params) {
      const def = source(resource, 'create');
      const answer = (await request(def, { body: toWriteBody(def, params.data, 'create') as never }).catch(rethrowForForm)) as Answer;
      dataProviderEvents.message(answer.message);
      return { data: answer.data as never };
    },
    async update(resource, params) {
      const def = source(resource, 'update');
      const body = toWriteBody(def, params.data, 'update');
      const answer = (await request(def, { params: { id: params.id } as never, body: body as never }).catch(rethrowForForm)) as Answer;
      dataProviderEvents.message(answer.message);
      return { data: answer.data as never };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: {} as never })));
      return { data: params.ids };
    },
    async delete(resource, params) {
      const answer = (await request(source(resource, 'delete'), { params: { id: params.id } as never })) as { message?: string };
      dataProviderEvents.message(answer?.message);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id })));
      return { data: params.ids };
    },
  };
  return withLastAction(provider);
}

function rethrowForForm(error: unknown): never {
  throw toFormError(error);
}

/** Remembers each call (without its abort signal) so a network error can replay it once. */
function withLastAction(provider: DataProvider): DataProvider {
  const wrapped: DataProvider = { ...provider };
  for (const [name, fn] of Object.entries(provider)) {
    if (typeof fn !== 'function') continue;
    (wrapped as Record<string, unknown>)[name] = (resource: string, params: Record<string, unknown> = {}) => {
      const { signal: _signal, ...replayable } = params;
      dataProviderEvents.record(() => fn(resource, replayable));
      return fn(resource, params);
    };
  }
  return wrapped;
}
