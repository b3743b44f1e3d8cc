// An import page's definition derived from its family (contract/import-calls.ts): the parser kind,
// the template call, the one request with all rows, the body key a 422's errors use and the
// template's file name. A page adds only its title, where "back" leads, and extra body fields.
import type { ImportFamily } from '../../contract/import-calls.ts';
import type { CallDef } from '../../contract/lib.ts';
import { request } from '../api/http.ts';
import type { ImportAnswer, ImportDefinition } from './ImportPage.tsx';
import { importKinds } from './kinds.ts';

type Family = Pick<ImportFamily, 'name' | 'list' | 'columns' | 'row' | 'maxRows' | 'unique'> & { calls: { importKeys: CallDef; import: CallDef } };

export type ImportPageOptions = Omit<ImportDefinition, 'kind' | 'templateCall' | 'templateFileName' | 'commit' | 'listKey'> &
  Partial<Pick<ImportDefinition, 'templateCall' | 'commit'>> & {
    /** Body fields sent with the rows (e.g. the LSP's shipment_company_id). */
    body?: Record<string, unknown>;
  };

export function importDefinition(family: Family, { body, ...options }: ImportPageOptions): ImportDefinition {
  return {
    // The parser's kind where the browser checks the rows (the worker finds it by name).
    kind: importKinds[family.name] ?? family,
    templateCall: () => request(family.calls.importKeys) as Promise<{ data: { keys: string[] } }>,
    templateFileName: `${family.name}-import-template.xlsx`,
    // The rows are the row schema's output (checked in the worker): the shape the body expects.
    commit: (rows) => request(family.calls.import, { body: { [family.list]: rows, ...body } as never }) as Promise<ImportAnswer>,
    listKey: family.list,
    ...options,
  };
}
