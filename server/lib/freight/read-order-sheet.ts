// The preview's sheet, read in the parse worker (server/lib/parse-worker/): this process's event
// loop only waits for the answer. A refusal, a sheet that takes too long or too much memory is a
// 422 on the file; a full queue is a 503 (try again), never a 500.
import { HttpError, invalid } from '../errors.ts';
import { ParseFailed, parsePool, type ParsePool } from '../parse-worker/pool.ts';
import type { SheetRows } from './order-sheet.ts';

/** `pool`: the process's parse child (tests pass one with tight limits). */
export async function readOrderSheet(file: File, maxRows: number, pool: ParsePool = parsePool): Promise<SheetRows> {
  const bytes = await file.arrayBuffer();
  let outcome;
  try {
    outcome = await pool.run('orderSheet', { bytes, maxRows });
  } catch (e) {
    if (!(e instanceof ParseFailed)) throw e;
    if (e.failure === 'busy') throw new HttpError(503, 'server.sheetsBusy');
    throw invalid({ file: ['server.sheetTooHeavy'] });
  }
  if (!outcome.ok) throw invalid({ file: [outcome.message] });
  return outcome.sheet;
}
