// A list's records in the layout the user chose (spec 1 §3): in mode 1 react-admin's DataTable on
// a wide screen and a simple list below `md`, in mode 0 cards. The same DataTable.Col children
// describe all three, so a list declares its columns once: a column with a source or a render is a
// labelled value, a column with only children (Edit, Delete, View…) is an action and goes to the
// foot of its card with its label. A switch above the records changes the mode of every list and
// is kept in local storage (src/layout/TableModeSwitch.tsx); outside the table a sort menu replaces the column headers.
import { Children, cloneElement, Fragment, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { Box, Card, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import {
  DataTable,
  RecordContextProvider,
  SortButton,
  useListContext,
  useResourceContext,
  useTranslateLabel,
  type DataTableColumnProps,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { perPageOf, useTableMode, type TableMode } from '../../layout/tableMode.ts';
import { TableModeSwitch } from '../../layout/TableModeSwitch.tsx';
import { Busy } from '../Busy.tsx';
import { valueAt } from './columns.tsx';
import { KeepLabels } from '../KeepLabels.tsx';
import { RECORDS_TEST_ID } from '../records.ts';

type Column = ReactElement<DataTableColumnProps>;

export interface AdaptiveDataTableProps extends DataTableProps {
  /** The field naming a record: the heading of its card (default: the first column with a source). */
  titleSource?: string;
}

const isAction = (c: Column) => !c.props.source && !c.props.render && !c.props.field && c.props.children !== undefined;

/**
 * The table a little closer than MUI's 16 px each side of every cell (a list of ten columns, the
 * shipping company's locations, then fits beside the menu at 1280 px), and its actions column kept
 * in view at the right edge while a table still too wide scrolls sideways under it (issue 22).
 */
const TABLE_SX = { '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 }, '& .MuiTableCell-root:last-of-type': { pr: 2 } };
const STICKY_SX: SxProps<Theme> = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}` };
const tableColumns = (columns: Column[]) => columns.map((c) => (isAction(c) ? cloneElement(c, { sx: { ...STICKY_SX, ...c.props.sx } as SxProps<Theme> }) : c));

/** What a column shows for a record, as DataTable's cell would. */
function cellContent(column: Column, record: RaRecord): ReactNode {
  const { children, render, field: Field, source } = column.props;
  if (children !== undefined) return children;
  if (render) return render(record);
  if (Field) return <Field source={source} />;
  const value = source ? valueAt(record, source) : undefined;
  return value === null || value === undefined ? null : String(value);
}

/** Keeps the page size with the mode (9 in mode 1, else 3) when another list or tab changed it. */
function useModePageSize(mode: TableMode) {
  const { perPage, setPerPage } = useListContext();
  useEffect(() => {
    const other = perPageOf(mode === 1 ? 0 : 1);
    if (perPage === other) setPerPage(perPageOf(mode));
    // Only a change of the mode moves the page size; a size the user picked stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);
}

function ModeSwitch({ mode, narrow, sortable }: { mode: TableMode; narrow: boolean; sortable: readonly string[] }) {
  const { setPerPage } = useListContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, px: 1.5, pt: 1 }}>
      {(mode === 0 || narrow) && sortable.length > 0 && (
        <KeepLabels>
          <SortButton fields={[...sortable]} />
        </KeepLabels>
      )}
      <TableModeSwitch simple={narrow} onChange={(next) => setPerPage(perPageOf(next))} />
    </Box>
  );
}

function Label({ column }: { column: Column }) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { label, source } = column.props;
  if (label !== undefined && typeof label !== 'string') return <>{label}</>;
  return <>{translateLabel({ label: label as string | undefined, source, resource })}</>;
}

function RecordCard({ record, title, values, actions, expand, dense }: { record: RaRecord; title?: Column; values: Column[]; actions: Column[]; expand?: ReactNode; dense: boolean }) {
  const body = (
    <>
      {title && (
        <Typography component="p" sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
          {cellContent(title, record)}
        </Typography>
      )}
      <Box
        component="dl"
        sx={
          dense
            ? { m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, fontSize: 14 }
            : { m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1.5, rowGap: 0.75, fontSize: 14 }
        }
      >
        {values.map((column, i) => (
          <Box key={column.props.source ?? i} sx={dense ? { display: 'flex', gap: 0.5, minWidth: 0 } : { display: 'contents' }}>
            {/* Dense: a long label wraps at 11em so its value keeps the rest of a phone's line. Not a
                percentage: the pair is as wide as its content, so a share of it cut "Plates:" short. */}
            <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: dense ? 'normal' : 'anywhere', maxWidth: dense ? '11em' : undefined }}>
              <Label column={column} />
              {dense && ':'}
            </Box>
            {/* Not drawn (the grid or flex gap parts them), but the text reads "Plates 2", not "Plates2". */}
            {' '}
            <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {cellContent(column, record) ?? '-'}
            </Box>
          </Box>
        ))}
      </Box>
      {expand && <Box sx={{ mt: 1, '& > *': { p: 0 } }}>{expand}</Box>}
      {actions.length > 0 && (
        <KeepLabels>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, '& > *': { justifyContent: 'flex-start !important', flexWrap: 'wrap' } }}>
            {actions.map((column, i) => (
              <Fragment key={i}>{cellContent(column, record)}</Fragment>
            ))}
          </Box>
        </KeepLabels>
      )}
    </>
  );
  return dense ? (
    <Box sx={{ px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>{body}</Box>
  ) : (
    <Card variant="outlined" sx={{ p: 1.5, height: '100%', boxSizing: 'border-box' }}>
      {body}
    </Card>
  );
}

function RecordCards({ columns, titleSource, dense, expand, empty }: { columns: Column[]; titleSource?: string; dense: boolean; expand?: ReactNode; empty?: ReactNode }) {
  const { data, isPending } = useListContext();
  if (isPending) return <Busy sx={{ m: 3 }} />;
  if (!data?.length) return <>{empty ?? null}</>;
  const title = columns.find((c) => (titleSource ? c.props.source === titleSource : !!c.props.source));
  const values = columns.filter((c) => c !== title && !isAction(c));
  const actions = columns.filter(isAction);
  return (
    <Box
      component="ul"
      data-testid={RECORDS_TEST_ID}
      sx={{
        listStyle: 'none',
        m: 0,
        p: dense ? 0 : 1.5,
        display: 'grid',
        gap: dense ? 0 : 1.5,
        gridTemplateColumns: dense ? 'minmax(0, 1fr)' : { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {data.map((record) => (
        <li key={record.id}>
          <RecordContextProvider value={record}>
            <RecordCard record={record} title={title} values={values} actions={actions} expand={expand} dense={dense} />
          </RecordContextProvider>
        </li>
      ))}
    </Box>
  );
}

export function AdaptiveDataTable({ titleSource, children, expand, empty, ...rest }: AdaptiveDataTableProps) {
  const [mode] = useTableMode();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  useModePageSize(mode);
  const columns = Children.toArray(children).filter(isValidElement) as Column[];
  const sortable = columns.filter((c) => c.props.source && !c.props.disableSort).map((c) => c.props.source as string);
  const expandNode = isValidElement(expand) ? expand : undefined;
  return (
    <>
      <ModeSwitch mode={mode} narrow={narrow} sortable={sortable} />
      {mode === 1 && !narrow ? (
        <DataTable expand={expand} empty={empty} sx={TABLE_SX} {...rest}>
          {tableColumns(columns)}
        </DataTable>
      ) : (
        <RecordCards columns={columns} titleSource={titleSource} dense={mode === 1} expand={expandNode} empty={empty} />
      )}
    </>
  );
}
