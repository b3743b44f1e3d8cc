// The generic list of a declared resource: search box, declared filters, sortable columns,
// pagination (the list's default page size among the choices), Edit and Delete per row, and an
// empty state that says what to do next.
import type { ComponentType } from 'react';
import { CreateButton, DataTable, FilterButton, List, Pagination, SearchInput, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { renderColumn } from './columns.tsx';
import { rowsPerPage, type ResourceDefinition } from './definition.ts';
import { EmptyList } from './EmptyList.tsx';
import { RowActions } from './RowActions.tsx';

function ListActions({ canCreate, canFilter, extra: Extra }: { canCreate: boolean; canFilter: boolean; extra?: ComponentType }) {
  return (
    <TopToolbar>
      {canFilter && <FilterButton />}
      {Extra && <Extra />}
      {canCreate && <CreateButton />}
    </TopToolbar>
  );
}

function useFilters(def: ResourceDefinition) {
  const translate = useTranslate();
  const placeholder = translate(def.searchPlaceholderKey ?? 'ra.action.search');
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} slotProps={{ htmlInput: { 'aria-label': placeholder } }} />,
    ...(def.filters ?? []).map((f) => <TextInput key={f.source} source={f.source} alwaysOn={f.alwaysOn} />),
  ];
}

/** `filter`: always sent, not shown (e.g. the companies of the provider in the URL). */
export function ResourceList({ def, filter }: { def: ResourceDefinition; filter?: Record<string, unknown> }) {
  const filters = useFilters(def);
  const { listDecl, calls } = def;
  const canCreate = !!calls.create;
  const canEdit = !!calls.update;
  return (
    <List
      filter={filter}
      filters={filters}
      sort={{ field: listDecl.defaultSort.column, order: listDecl.defaultSort.type === 'desc' ? 'DESC' : 'ASC' }}
      perPage={def.perPage ?? listDecl.defaultEntries}
      pagination={<Pagination rowsPerPageOptions={rowsPerPage(def)} />}
      actions={<ListActions canCreate={canCreate} canFilter={!!def.filters?.some((f) => !f.alwaysOn)} extra={def.listActions} />}
      empty={<EmptyList textKey={def.emptyStateKey} canCreate={canCreate} actions={def.listActions} />}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {def.columns.map((c) => renderColumn(c, listDecl.sort, def.titleSource))}
        {(canEdit || calls.remove || def.rowActions) && (
          <DataTable.Col label="shell.crud.actions" align="right">
            <RowActions titleSource={def.titleSource} canEdit={canEdit} canDelete={!!calls.remove} extra={def.rowActions} />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
