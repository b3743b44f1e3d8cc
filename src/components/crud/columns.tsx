// One DataTable column per column definition. Labels come from `resources.<slug>.fields.<source>`
// (react-admin's default); only columns the list declares as sortable are sortable.
import type { ReactNode } from 'react';
import { Avatar } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { DateCell } from '../DateCell.tsx';
import { StatusChip } from '../StatusChip.tsx';
import type { ColumnDef } from './definition.ts';

const EMPTY = '-';

/** `vehicle_type.name` reads a nested value; a plain source reads the field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cells take what the record holds
export function valueAt(record: RaRecord, source: string): any {
  if (source in record) return record[source];
  return source.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], record);
}

export function cellText(column: ColumnDef, record: RaRecord): string {
  const value = valueAt(record, column.source);
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length ? value.map((v) => (v && typeof v === 'object' ? String((v as { name?: unknown }).name ?? '') : String(v))).join(', ') : EMPTY;
  if (column.kind === 'date') return formatDateTime(value);
  if (column.kind === 'number') {
    const unit = column.unitSource ? record[column.unitSource] : undefined;
    return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
  }
  return String(value);
}

/** A listed code by its label in the reader's language; a value outside the list as it was saved. */
function ChoiceText({ value, prefix }: { value: unknown; prefix: string }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return <>{EMPTY}</>;
  return <>{translate(`${prefix}.${String(value)}`, { _: String(value) })}</>;
}

function Thumbnail({ url, alt }: { url: string | null | undefined; alt: string }) {
  return (
    <Avatar variant="rounded" src={url ?? undefined} alt={alt} sx={{ width: 40, height: 40, bgcolor: 'action.hover', color: 'text.disabled' }}>
      <ImageIcon />
    </Avatar>
  );
}

/** What a column shows for a record: in a table cell, on a card and on the read-only page alike. */
export function cellRenderer(column: ColumnDef, titleSource: string): (record: RaRecord) => ReactNode {
  if (column.kind === 'image') return (r) => <Thumbnail url={r[column.urlSource ?? column.source]} alt={String(r[titleSource] ?? '')} />;
  // With the "old record" cue at 30 days or more (spec 1 §4).
  if (column.kind === 'date' && !column.render) return (r) => <DateCell value={valueAt(r, column.source)} />;
  if (column.choicePrefix && !column.render) return (r) => <ChoiceText value={valueAt(r, column.source)} prefix={column.choicePrefix!} />;
  if (column.render) return column.render;
  if (column.kind === 'status') return (r) => <StatusChip status={valueAt(r, column.source) as string | null} prefix={column.statusPrefix} />;
  return (r) => cellText(column, r);
}

export function renderColumn(column: ColumnDef, sortable: readonly string[], titleSource: string) {
  return (
    <DataTable.Col
      key={column.source}
      source={column.source}
      disableSort={column.kind === 'image' || !sortable.includes(column.source)}
      align={column.kind === 'number' && !column.render ? 'right' : undefined}
      render={cellRenderer(column, titleSource)}
    />
  );
}
