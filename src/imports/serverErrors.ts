// A 422 answer of an import carries errors keyed like "products.3.name": put each on its preview
// row (index 3 of what was sent) and column; anything else is an error of the whole import.

export interface PlacedErrors {
  /** By index of the sent rows, then column key ('' for the whole row). */
  byRow: Map<number, Record<string, string>>;
  general: string[];
}

export function placeServerErrors(errors: Record<string, readonly string[]> | undefined, listKey: string): PlacedErrors {
  const byRow = new Map<number, Record<string, string>>();
  const general: string[] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const [list, index, column = ''] = path.split('.');
    const row = Number(index);
    if (list !== listKey || !Number.isInteger(row) || row < 0) {
      general.push(message);
      continue;
    }
    const cells = byRow.get(row) ?? {};
    if (!cells[column]) cells[column] = message;
    byRow.set(row, cells);
  }
  return { byRow, general };
}
