// Generic master-data CRUD: declare a resource (definition.ts), render it with these views.
export { defineResource, rowsPerPage, type ColumnDef, type DefinedResource, type FilterDef, type InputDef, type ResourceDefinition } from './definition.ts';
export { ResourceList, ResourceCreate, ResourceEdit, ResourceShow } from './lazyViews.ts';
export { crudScreens } from './screens.tsx';
export { toSubmitBody, newFileOf } from './submitBody.ts';
export { validatorsFor, fromSchema, nonNegativeNumber, required } from './validators.ts';
export { ImportButton, IMPORT_PATH } from './ImportButton.tsx';
export { AdaptiveDataTable } from './AdaptiveDataTable.tsx';
export { ListPagination, ModeList } from './ModeList.tsx';
export { ListToolbar, ActionsMenu } from './ListToolbar.tsx';
