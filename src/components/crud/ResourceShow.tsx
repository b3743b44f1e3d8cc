// The read-only screen of a declared resource (e.g. the LSP's view of a vehicle or a driver of a
// collaborating vendor): the list's columns as label and value (each shown as its list cell shows
// it: a status as its chip, licences by name, a date with its old-record cue), nothing to change.
import { Avatar, Box, Typography } from '@mui/material';
import { Show, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { cellRenderer } from './columns.tsx';
import type { ColumnDef, ResourceDefinition } from './definition.ts';
import { useRecordLoadError } from './useRecordLoadError.ts';

function Value({ column, record, titleSource }: { column: ColumnDef; record: RaRecord; titleSource: string }) {
  if (column.kind === 'image') {
    const url = record[column.urlSource ?? column.source] as string | null | undefined;
    return url ? <Avatar variant="rounded" src={url} alt={String(record[titleSource] ?? '')} sx={{ width: 96, height: 96 }} /> : <Typography>-</Typography>;
  }
  return <Typography component="div">{cellRenderer(column, titleSource)(record)}</Typography>;
}

function Fields({ def }: { def: ResourceDefinition }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="dl" sx={{ m: 0, p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 240px) 1fr' }, columnGap: 2, rowGap: 1 }}>
      {def.columns.map((column) => (
        <Box key={column.source} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(`resources.${resource}.fields.${column.source}`)}
          </Typography>
          {/* As on the cards: the text reads "Plates 2", not "Plates2". */}
          {' '}
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Value column={column} record={record} titleSource={def.titleSource} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function ResourceShow({ def }: { def: ResourceDefinition }) {
  const loadError = useRecordLoadError();
  return (
    <Show queryOptions={loadError} actions={false}>
      <Fields def={def} />
    </Show>
  );
}
