// A master-data resource declared, not hand-written: its contract calls, list declaration,
// columns, filters and inputs. ResourceList / ResourceCreate / ResourceEdit render it.
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { CallDef, ListDecl } from '../../../contract/lib.ts';
import type { SlugSource } from '../../dataProvider/index.ts';

export interface ColumnDef {
  source: string;
  /**
   * text (default; a dotted path reads a nested value, a list of `{name}` is joined), number
   * (optionally followed by the unit in `unitSource`), image thumbnail, date-time, status chip.
   */
  kind?: 'text' | 'number' | 'image' | 'date' | 'status';
  unitSource?: string;
  /** For status chips: the i18n prefix of the labels (default `shell.status`). */
  statusPrefix?: string;
  /** A cell of its own (e.g. a status derived from a flag); the column stays declared. */
  render?: (record: Record<string, unknown>) => ReactNode;
  /** For images: the field holding the URL (the source holds the stored path). */
  urlSource?: string;
  /** A code of a fixed list, shown by its label `<choicePrefix>.<value>` (a value outside the list as saved). */
  choicePrefix?: string;
}

export interface FilterDef {
  source: string;
  /** text (default); select: one of `choices` (labels `<choicePrefix>.<value>`); custom: `component`. */
  kind?: 'text' | 'select' | 'custom';
  choices?: readonly string[];
  choicePrefix?: string;
  component?: ComponentType<{ source: string; alwaysOn?: boolean }>;
  alwaysOn?: boolean;
}

export interface InputDef {
  source: string;
  /**
   * password: hidden text; color: a #RRGGBB picker; email: an e-mail keyboard; select /
   * multiselect: choices from the `reference` slug's list (all rows) by `optionText`, a typed name
   * made inline through that slug's create call when `creatable`, or one of fixed `choices`
   * (labels `<choicePrefix>.<value>`); custom: `component`.
   */
  kind?: 'text' | 'number' | 'textarea' | 'image' | 'password' | 'color' | 'email' | 'select' | 'multiselect' | 'custom';
  reference?: string;
  optionText?: string;
  creatable?: boolean;
  choices?: readonly string[];
  choicePrefix?: string;
  component?: ComponentType<{ source: string }>;
  /** For a custom input that sets several fields (a map picker: latitude and longitude): the fields sent. */
  sources?: readonly string[];
  /** The body field when the record names it differently (a driver's `user_name` is sent as `name`). */
  bodyKey?: string;
  /** A blank value is sent too (through toBody), so clearing the input clears the stored value (default: blank is left out). */
  sendsBlank?: boolean;
  /** What the body carries for this input (default: the value itself, texts trimmed). */
  toBody?: (value: unknown) => unknown;
  /** For images on edit: the call removing the stored file (`:id` = the record's id), and its label. */
  removeCall?: CallDef;
  removeLabelKey?: string;
  /** true, or 'create' when only a new record needs it (a password kept unless retyped). */
  required?: boolean | 'create';
  /** Shown only on this screen (e.g. the first user's fields, entered once on create). */
  on?: 'create' | 'edit';
  /** Must equal the value of this other input (password confirmation). */
  confirms?: string;
  /** The value a new record starts with. */
  defaultValue?: unknown;
  /**
   * Shown but not editable (e.g. phone country code 62 on organisation forms, spec 2 §5); an image
   * gets no picker (its update call takes no file): only the stored one and its removal are shown.
   */
  readOnly?: boolean;
  /** For images: the field holding the current file's URL, shown on edit. */
  urlSource?: string;
  /** For images: accepted MIME types and extensions. */
  accept?: readonly string[];
  /**
   * For a select of fixed `choices`: a record's value outside them (saved before the list existed)
   * is shown as its own choice and accepted while unchanged; a change must be a listed value.
   */
  keepsSaved?: boolean;
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
  /** The empty list's text; default `resources.<slug>.empty`. */
  emptyStateKey?: string;
  /** Extra buttons next to "Create" (list toolbar and empty state), e.g. an import link. */
  listActions?: ComponentType;
  rowsPerPageOptions?: readonly number[];
  /**
   * A page size offered among the rows-per-page choices (e.g. 9 for a list the server answers
   * whole). The page size itself follows the layout setting: 9 in table mode, else 3.
   */
  perPage?: number;
  /** Buttons of each row before Edit and Delete (e.g. block / unblock). */
  rowActions?: ComponentType;
  /** Below the edit form, inside the record: what the generic form cannot hold (e.g. plates). */
  editExtra?: ComponentType;
  /** Read-only: each row opens its record read-only (ResourceShow, mounted as the resource's show). */
  showable?: boolean;
  /** Filters always sent (e.g. status=COLLABORATE). */
  fixedFilter?: SlugSource['fixedFilter'];
}

export interface DefinedResource extends ResourceDefinition {
  emptyStateKey: string;
  /** The dataProvider's slug map entry. */
  source: SlugSource;
}

export function defineResource(def: ResourceDefinition): DefinedResource {
  const { calls, listDecl } = def;
  // An editable resource without a single-record read is looked up in its list (getFromList).
  return {
    ...def,
    emptyStateKey: def.emptyStateKey ?? `resources.${def.slug}.empty`,
    source: { list: calls.list, listDecl, ...(def.fixedFilter && { fixedFilter: def.fixedFilter }), get: calls.get, getFromList: !calls.get && !!calls.update, create: calls.create, update: calls.update, delete: calls.remove },
  };
}

/** Fixed choices for a select: react-admin translates each `name` (`<prefix>.<value>`). */
export const fixedChoices = (values: readonly string[], prefix?: string) => values.map((id) => ({ id, name: prefix ? `${prefix}.${id}` : id }));

/** Rows-per-page choices: both layout sizes (3 and 9) and the list's own default among them. */
export function rowsPerPage(def: Pick<ResourceDefinition, 'listDecl' | 'rowsPerPageOptions' | 'perPage'>): number[] {
  const options = new Set([...(def.rowsPerPageOptions ?? [3, 9, 18, 45, 90]), def.perPage ?? def.listDecl.defaultEntries]);
  return [...options].filter((n) => n > 0).sort((a, b) => a - b);
}



