// A "contains" search led by its rarest word. A trigram index answers `identity ILIKE
// '%ORD-2026-054321%'` by reading the rows of every trigram of the key, and `ord`, `202`, `026`…
// are in every identity: 650 index pages and 15-40 ms for one row on 100,000 orders. Led by the
// key's rarest word (`054321`, a few hundred rows per trigram), the index reads a handful of pages
// and the whole key is checked on what it found: the same rows, about 5 ms.
// Which word is rarest is read from the values PostgreSQL's own statistics sampled of the column
// (pg_stats: most common values and histogram bounds, the sample its planner judges LIKE with),
// so no per-request question and nothing written by hand; a column without statistics (a fresh
// PGlite database) is searched as before.
import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';

const REFRESH_MS = 10 * 60_000;
/** A word leads only when at most this share of the sampled values contain it. */
const RARE_ENOUGH = 0.2;
/** pg_trgm's words are letters and digits; one needs three characters to have a trigram of its own. */
const WORD = /[\p{L}\p{N}]{3,}/gu;

export class ColumnSamples {
  private samples = new Map<string, { at: number; values: Promise<readonly string[]> }>();
  constructor(
    private readonly db: Pick<Db, 'execute'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The column's sampled values, lower-cased (empty when the database has no statistics yet). */
  of(column: AnyColumn): Promise<readonly string[]> {
    const table = getTableName((column as unknown as { table: Parameters<typeof getTableName>[0] }).table);
    const key = `${table}.${column.name}`;
    const known = this.samples.get(key);
    if (known && this.now() - known.at < REFRESH_MS) return known.values;
    const values = readSample(this.db, table, column.name).catch(() => []);
    this.samples.set(key, { at: this.now(), values });
    return values;
  }
}

async function readSample(db: Pick<Db, 'execute'>, table: string, column: string): Promise<readonly string[]> {
  const res = await db.execute(sql`
    select coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}') as vals
    from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = ${column}`);
  const [row] = (res as unknown as { rows: { vals: string[] | string | null }[] }).rows;
  const vals = row?.vals;
  const list = Array.isArray(vals) ? vals : typeof vals === 'string' ? parsePgArray(vals) : [];
  return list.map((v) => v.toLowerCase());
}

/** A text[] the driver left as its literal ('{a,"b c"}'): PGlite and node-postgres differ here. */
function parsePgArray(text: string): string[] {
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,{}]+)/g;
  for (const m of text.matchAll(re)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!);
  return out;
}

/** The word of `key` that the fewest sampled values contain, when it is rare enough to lead. */
export function leadingWord(key: string, sample: readonly string[]): string | undefined {
  if (sample.length === 0) return undefined;
  const words = [...new Set(key.toLowerCase().match(WORD) ?? [])];
  if (words.length === 0 || (words.length === 1 && words[0] === key.toLowerCase())) return undefined;
  let best: { word: string; share: number } | undefined;
  for (const word of words) {
    const share = sample.filter((v) => v.includes(word)).length / sample.length;
    if (!best || share < best.share || (share === best.share && word.length > best.word.length)) best = { word, share };
  }
  return best && best.share <= RARE_ENOUGH ? best.word : undefined;
}

/** Whether more than a fifth of the sampled values contain `key` (no sample: not known to be common). */
export function commonInSample(key: string, sample: readonly string[]): boolean {
  if (sample.length === 0) return false;
  const k = key.toLowerCase();
  return sample.filter((v) => v.includes(k)).length / sample.length > RARE_ENOUGH;
}

/** ASCII digits, punctuation and spaces: characters without case, which lower-casing never makes. */
const CASELESS = /^[\x20-\x40\x5b-\x60\x7b-\x7e]*$/;

/**
 * The operator of a case-insensitive match of `pattern`: ILIKE, or LIKE when the two find the same
 * rows. A pattern of caseless characters (an identity's digits, "-", "@") matches a value's
 * lower-cased form exactly where it matches the value itself, and LIKE skips folding the case of
 * every value it reads (a scan of 100,000 identities: about half the time).
 */
export const likeFor = (pattern: string) => (CASELESS.test(pattern) ? sql.raw('LIKE') : sql.raw('ILIKE'));

/**
 * `expr` contains `pattern`, led by `word` when there is one: the index is asked for the word, and
 * the whole pattern is checked on an expression no index serves (`|| ''`), so the planner cannot
 * fold the two back into one index condition over every trigram.
 */
export function containsLedBy(expr: SQL | AnyColumn, pattern: string, word: string | undefined, wordPattern: (w: string) => string): SQL {
  if (!word) return sql`(${expr})::text ${likeFor(pattern)} ${pattern}`;
  const led = wordPattern(word);
  return sql`((${expr})::text ${likeFor(led)} ${led} and ((${expr})::text || '') ${likeFor(pattern)} ${pattern})`;
}
