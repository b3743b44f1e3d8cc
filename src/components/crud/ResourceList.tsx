// The generic list of a declared resource: search box, declared filters, sortable columns,
// pagination, Edit and Delete per row, and an empty state that says what to do next. Records show
// in the layout the user chose (a table, a simple list on a phone, or cards: AdaptiveDataTable);
// on a phone the toolbar's buttons collapse into a labelled menu (ListToolbar). Create, Edit and
// Delete show only where canAccess allows them (a READ_ONLY user sees none); the Actions column
// goes when nothing is left in it.
import type { ComponentType } from 'react';
import { CreateButton, DataTable, FilterButton, SearchInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { AdaptiveDataTable } from './AdaptiveDataTable.tsx';
import { renderColumn } from './columns.tsx';
import { fixedChoices, rowsPerPage, type DefinedResource, type FilterDef, type ResourceDefinition } from './definition.ts';
import { EmptyList } from './EmptyList.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { ListPagination, ModeList } from './ModeList.tsx';
import { RowActions } from './RowActions.tsx';
import { useAllowed } from '../useAllowed.ts';

function ListActions({ canCreate, canFilter, extra: Extra }: { canCreate: boolean; canFilter: boolean; extra?: ComponentType }) {
  return (
    <ListToolbar filter={canFilter ? <FilterButton /> : undefined}>
      {Extra && <Extra />}
      {canCreate && <CreateButton />}
    </ListToolbar>
  );
}

function renderFilter(f: FilterDef) {
  if (f.kind === 'custom' && f.component) return <f.component key={f.source} source={f.source} alwaysOn={f.alwaysOn} />;
  if (f.kind === 'select' && f.choices) return <SelectInput key={f.source} source={f.source} alwaysOn={f.alwaysOn} choices={fixedChoices(f.choices, f.choicePrefix)} />;
  return <TextInput key={f.source} source={f.source} alwaysOn={f.alwaysOn} />;
}

function useFilters(def: ResourceDefinition) {
  const translate = useTranslate();
  const placeholder = translate(def.searchPlaceholderKey ?? 'ra.action.search');
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} slotProps={{ htmlInput: { 'aria-label': placeholder } }} />,
    ...(def.filters ?? []).map(renderFilter),
  ];
}

/**
 * `filter`: always sent, not shown (e.g. the companies of the provider in the URL); `title`: the
 * page title when not the resource's name (e.g. naming that provider).
 */
export function ResourceList({ def, filter, title }: { def: DefinedResource; filter?: Record<string, unknown>; title?: string }) {
  const filters = useFilters(def);
  const { listDecl, calls } = def;
  const canCreate = !!calls.create;
  const canEdit = !!calls.update;
  // A read-only resource with a record call opens each row read-only (the LSP's vehicles, drivers).
  const canShow = !canEdit && !!calls.get && !!def.showable;
  const mayEdit = useAllowed('edit');
  const mayDelete = useAllowed('delete');
  return (
    <ModeList
      title={title}
      filter={filter}
      filters={filters}
      sort={{ field: listDecl.defaultSort.column, order: listDecl.defaultSort.type === 'desc' ? 'DESC' : 'ASC' }}
      pagination={<ListPagination choices={rowsPerPage(def)} />}
      actions={<ListActions canCreate={canCreate} canFilter={!!def.filters?.some((f) => !f.alwaysOn)} extra={def.listActions} />}
      empty={<EmptyList textKey={def.emptyStateKey} canCreate={canCreate} actions={def.listActions} />}
      exporter={false}
    >
      <AdaptiveDataTable bulkActionButtons={false} rowClick={false} titleSource={def.titleSource}>
        {def.columns.map((c) => renderColumn(c, listDecl.sort, def.titleSource))}
        {((canEdit && mayEdit) || canShow || (calls.remove && mayDelete) || def.rowActions) && (
          <DataTable.Col label="shell.crud.actions" align="right">
            <RowActions titleSource={def.titleSource} canEdit={canEdit} canDelete={!!calls.remove} canShow={canShow} extra={def.rowActions} />
          </DataTable.Col>
        )}
      </AdaptiveDataTable>
    </ModeList>
  );
}
