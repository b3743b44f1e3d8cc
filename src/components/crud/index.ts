// Generic master-data CRUD: declare a resource (definition.ts), render it with these views.
import { lazyScreen } from '../lazyScreen.tsx';
import type { ResourceList as List } from './ResourceList.tsx';
import type { ResourceDefinition } from './definition.ts';

type FormProps = { def: ResourceDefinition };

export { defineResource, rowsPerPage, type ColumnDef, type DefinedResource, type FilterDef, type InputDef, type ResourceDefinition } from './definition.ts';
// The generic screens are fetched when first shown: an area's first view carries only its landing.
export const ResourceList = lazyScreen<Parameters<typeof List>[0]>(async () => ({ default: (await import('./ResourceList.tsx')).ResourceList }));
export const ResourceCreate = lazyScreen<FormProps>(async () => ({ default: (await import('./ResourceForm.tsx')).ResourceCreate }));
export const ResourceEdit = lazyScreen<FormProps>(async () => ({ default: (await import('./ResourceForm.tsx')).ResourceEdit }));
export const ResourceShow = lazyScreen<FormProps>(async () => ({ default: (await import('./ResourceShow.tsx')).ResourceShow }));
export { toSubmitBody, newFileOf } from './submitBody.ts';
export { validatorsFor, fromSchema, nonNegativeNumber, required } from './validators.ts';
export { ImportButton, IMPORT_PATH } from './ImportButton.tsx';
export { AdaptiveDataTable } from './AdaptiveDataTable.tsx';
export { ListPagination, ModeList } from './ModeList.tsx';
export { ListToolbar, ActionsMenu } from './ListToolbar.tsx';
