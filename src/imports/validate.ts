// Sheet rows -> preview rows checked with the contract's row schema (the same schema the server
// uses). A required cell left blank reads "Required Data is Empty" (spec 2 §5); other problems
// keep the schema's message key (validation.number, validation.invalid, ...).
import type { HeaderMatch } from './headers.ts';
import type { ImportKind, PreviewRow } from './types.ts';

export const REQUIRED_DATA_EMPTY = 'validation.requiredDataEmpty';

/** A cell as the preview shows it and the schema reads it: numbers and booleans as text, trimmed. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

const isMessageKey = (message: string) => /^validation\.\w+(\?.*)?$/.test(message);

/** Checks one row's cells; returns what to send, or the errors by column key. */
export function validateRow(cells: Record<string, string>, kind: ImportKind): Pick<PreviewRow, 'data' | 'errors'> {
  const errors: Record<string, string> = {};
  for (const key of kind.columns.required) if (!cells[key]?.trim()) errors[key] = REQUIRED_DATA_EMPTY;
  const parsed = kind.row.safeParse(cells);
  if (parsed.success && Object.keys(errors).length === 0) return { data: parsed.data as Record<string, unknown>, errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = typeof issue.path[0] === 'string' ? issue.path[0] : '';
      // In a sheet, "required" reads as the spec's "Required Data is Empty".
      const message = issue.message === 'validation.required' ? REQUIRED_DATA_EMPTY : issue.message;
      if (!errors[key]) errors[key] = isMessageKey(message) ? message : 'validation.invalid';
    }
  }
  return { errors };
}

/**
 * Data rows (after the header) -> preview rows. Blank rows are skipped; `firstLine` is the sheet
 * row number of dataRows[0]. `onProgress` gets the share done every `step` rows.
 */
export function toPreviewRows(
  dataRows: readonly (readonly unknown[])[],
  match: HeaderMatch,
  kind: ImportKind,
  { firstLine = 2, onProgress, step = 1000 }: { firstLine?: number; onProgress?: (ratio: number) => void; step?: number } = {},
): PreviewRow[] {
  const rows: PreviewRow[] = [];
  dataRows.forEach((values, i) => {
    const cells: Record<string, string> = {};
    let blank = true;
    match.keyAt.forEach((key, col) => {
      if (!key) return;
      const text = cellText(values[col]);
      cells[key] = text;
      if (text) blank = false;
    });
    if (!blank) rows.push({ line: firstLine + i, cells, ...validateRow(cells, kind) });
    if (onProgress && (i + 1) % step === 0) onProgress((i + 1) / dataRows.length);
  });
  return rows;
}

/** Marks each repeat of a unique column's value (case-insensitive) after its first row. */
export function markDuplicates(rows: PreviewRow[], unique: readonly string[] = []): void {
  for (const key of unique) {
    const seen = new Set<string>();
    for (const row of rows) {
      const value = row.cells[key]?.toLowerCase();
      if (!value) continue;
      if (seen.has(value) && !row.errors[key]) {
        row.errors[key] = 'validation.duplicate';
        row.data = undefined;
      }
      seen.add(value);
    }
  }
}
