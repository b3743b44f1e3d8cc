// Every row of a list, as the server allows it: one request (entries=-1) for a list the spec lets
// be asked whole (`ListDecl.all`), its pages of MAX_ENTRIES one after another for any other (the
// server refuses -1 there: a whole answer is bounded by the list, not by the request).
import { MAX_ENTRIES, type CallDef, type ListDecl, type ListMeta } from '../../contract/lib.ts';
import { request, type CallInput } from './http.ts';

export interface WholeList<R = unknown> {
  data: R[];
  meta: ListMeta;
}

/** Every row `def` answers for `input` (without `page`/`entries`), in the list's order. */
export async function readWholeList<C extends CallDef>(def: C, decl: ListDecl | undefined, input: CallInput<C> = {} as CallInput<C>, signal?: AbortSignal): Promise<WholeList> {
  const query = (input.query ?? {}) as Record<string, unknown>;
  const read = (extra: Record<string, number>) => request(def, { ...input, query: { ...query, ...extra }, signal } as never) as Promise<WholeList>;
  if (decl?.all) return read({ entries: -1 });
  const first = await read({ entries: MAX_ENTRIES, page: 1 });
  const data = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page++) data.push(...(await read({ entries: MAX_ENTRIES, page })).data);
  return { data, meta: { current_page: 1, last_page: 1, total: data.length } };
}
