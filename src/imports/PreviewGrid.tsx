// The preview of every sheet row with its errors. Windowed: only the rows in view (plus a margin)
// are in the DOM, so 10k rows scroll smoothly (react-admin's DataTable does not virtualize).
import { useMemo, useState, type UIEvent } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import type { Translate } from '../i18n/useT.ts';
import { messageText } from './messageText.ts';
import type { PreviewRow } from './types.ts';

export const ROW_HEIGHT = 56;
const VIEW_HEIGHT = 480;
const OVERSCAN = 8;

/** The rows to render for a scroll position: [first, last) of `total`. */
export function visibleRange(scrollTop: number, total: number, viewHeight = VIEW_HEIGHT, rowHeight = ROW_HEIGHT): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(total, Math.ceil((scrollTop + viewHeight) / rowHeight) + OVERSCAN);
  return [first, last];
}

const cellSx = { px: 1.5, py: 0.5, height: ROW_HEIGHT, boxSizing: 'border-box', borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 260, verticalAlign: 'top', fontSize: 14 } as const;
const headSx = { ...cellSx, height: 'auto', py: 1, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', fontWeight: 600, textAlign: 'left' } as const;

/** A column's name in the reader's language; the template header (what the sheet says) under it. */
export const columnLabel = (t: Translate, key: string) => t(`imports.columns.${key}`);

function ColumnHead({ columnKey, t }: { columnKey: string; t: Translate }) {
  const label = columnLabel(t, columnKey);
  return (
    <Box component="th" scope="col" sx={headSx}>
      {label}
      {label !== columnKey && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
          {columnKey}
        </Typography>
      )}
    </Box>
  );
}

function ErrorText({ text }: { text: string }) {
  return (
    <Typography component="span" variant="caption" color="error" sx={{ display: 'block' }}>
      {text}
    </Typography>
  );
}

interface Props {
  keys: readonly string[];
  rows: readonly PreviewRow[];
  errorRows: number;
  t: Translate;
}

export function PreviewGrid({ keys, rows, errorRows, t }: Props) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [scrollTop, setScrollTop] = useState(0);
  const shown = useMemo(() => (onlyErrors ? rows.filter((r) => !r.data) : rows), [rows, onlyErrors]);
  const [first, last] = visibleRange(scrollTop, shown.length);
  const onScroll = (e: UIEvent<HTMLDivElement>) => setScrollTop(e.currentTarget.scrollTop);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('imports.preview.title')}
        </Typography>
        <Typography variant="body2" data-testid="import-summary">
          {t('imports.preview.rowsSummary', { count: rows.length, errors: errorRows })}
        </Typography>
        <FormControlLabel
          control={<Switch checked={onlyErrors} onChange={(e) => { setOnlyErrors(e.target.checked); setScrollTop(0); }} disabled={errorRows === 0} />}
          label={t('imports.preview.onlyErrors')}
        />
      </Box>
      <Box onScroll={onScroll} tabIndex={0} sx={{ maxHeight: VIEW_HEIGHT, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="import-preview">
        <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%' }} aria-rowcount={shown.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <Box component="th" scope="col" sx={headSx}>{t('imports.preview.line')}</Box>
              <Box component="th" scope="col" sx={headSx}>{t('imports.preview.status')}</Box>
              {keys.map((key) => (
                <ColumnHead key={key} columnKey={key} t={t} />
              ))}
            </tr>
          </thead>
          <tbody>
            {first > 0 && <tr aria-hidden style={{ height: first * ROW_HEIGHT }} />}
            {shown.slice(first, last).map((row, i) => (
              <PreviewLine key={row.line} row={row} keys={keys} index={first + i} t={t} />
            ))}
            {last < shown.length && <tr aria-hidden style={{ height: (shown.length - last) * ROW_HEIGHT }} />}
          </tbody>
        </Box>
        {shown.length === 0 && <Typography sx={{ p: 2 }}>{t('imports.preview.empty')}</Typography>}
      </Box>
    </Box>
  );
}

function PreviewLine({ row, keys, index, t }: { row: PreviewRow; keys: readonly string[]; index: number; t: Translate }) {
  const bad = !row.data;
  // The status names the first problem: the row's own, else the first column's.
  const firstKey = '' in row.errors ? '' : keys.find((k) => row.errors[k]) ?? Object.keys(row.errors)[0];
  const status = firstKey === undefined ? '' : `${firstKey ? `${columnLabel(t, firstKey)}: ` : ''}${messageText(t, row.errors[firstKey])}`;
  return (
    <Box component="tr" aria-rowindex={index + 2} aria-invalid={bad || undefined} data-line={row.line} sx={bad ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : undefined}>
      <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 400, textAlign: 'left' }}>{row.line}</Box>
      <Box component="td" sx={cellSx}>
        {bad ? <ErrorText text={status} /> : <Typography component="span" variant="body2" color="success.main">{t('imports.preview.ok')}</Typography>}
      </Box>
      {keys.map((key) => {
        const error = row.errors[key];
        const text = error ? messageText(t, error) : undefined;
        return (
          <Box component="td" key={key} title={text ? `${row.cells[key] ?? ''} — ${text}` : row.cells[key]} sx={error ? { ...cellSx, boxShadow: 'inset 0 0 0 1px #d32f2f' } : cellSx}>
            {row.cells[key] ?? ''}
            {text && <ErrorText text={text} />}
          </Box>
        );
      })}
    </Box>
  );
}
