// A master-data resource declared, not hand-written: its contract calls, list declaration,
// columns, filters and inputs. ResourceList / ResourceCreate / ResourceEdit render it.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { CallDef, ListDecl } from '../../../contract/lib.ts';
import type { SlugSource } from '../../dataProvider/index.ts';

export interface ColumnDef {
  source: string;
  /** text (default), number (optionally followed by the unit in `unitSource`), image thumbnail, date-time. */
  kind?: 'text' | 'number' | 'image' | 'date';
  unitSource?: string;
  /** For images: the field holding the URL (the source holds the stored path). */
  urlSource?: string;
}

export interface FilterDef {
  source: string;
  kind?: 'text';
  alwaysOn?: boolean;
}

export interface InputDef {
  source: string;
  kind?: 'text' | 'number' | 'textarea' | 'image';
  required?: boolean;
  /** For images: the field holding the current file's URL, shown on edit. */
  urlSource?: string;
  /** For images: accepted MIME types and extensions. */
  accept?: readonly string[];
}

export interface ResourceCalls {
  list: CallDef;
  get?: CallDef;
  create?: CallDef;
  update?: CallDef;
  remove?: CallDef;
}

export interface ResourceDefinition {
  /** The URL slug, also react-admin's resource name and the i18n key `resources.<slug>`. */
  slug: string;
  calls: ResourceCalls;
  listDecl: ListDecl;
  /** The contract's field schema: inputs validate against its shape, as the server does. */
  fields?: z.ZodObject<z.ZodRawShape>;
  columns: readonly ColumnDef[];
  filters?: readonly FilterDef[];
  inputs: readonly InputDef[];
  /** The field naming a record (delete confirmation, edit title). */
  titleSource: string;
  searchPlaceholderKey?: string;
  emptyStateKey: string;
  /** Extra buttons next to "Create" (list toolbar and empty state), e.g. an import link. */
  listActions?: ComponentType;
  rowsPerPageOptions?: readonly number[];
}

export interface DefinedResource extends ResourceDefinition {
  /** The dataProvider's slug map entry. */
  source: SlugSource;
}

export function defineResource(def: ResourceDefinition): DefinedResource {
  const { calls, listDecl } = def;
  return {
    ...def,
    source: { list: calls.list, listDecl, get: calls.get, create: calls.create, update: calls.update, delete: calls.remove },
  };
}

/** Rows per page: the list's default always among the choices. */
export function rowsPerPage(def: Pick<ResourceDefinition, 'listDecl' | 'rowsPerPageOptions'>): number[] {
  const options = new Set([...(def.rowsPerPageOptions ?? [9, 18, 45, 90]), def.listDecl.defaultEntries]);
  return [...options].filter((n) => n > 0).sort((a, b) => a - b);
}



