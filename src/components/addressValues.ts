// The values a screen reads from its address (useAddressParams): each kept only when the server
// would take it, so a hand-edited address shows the list unfiltered instead of an error.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

/** A day (YYYY-MM-DD), or ''. */
export const dayParam = (v = '') => (DAY.test(v) ? v : '');

/** A record's id (a positive integer of at most 10 digits), or ''. */
export const idParam = (v = '') => (ID.test(v) ? v : '');

/** A page number 1..`max`, else 1. */
export function pageParam(v: string | undefined, max: number): number {
  const page = Number(v);
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1;
}

/** One of `values`, else `fallback`. */
export const oneOfParam = <V extends string>(values: readonly V[], v: string | undefined, fallback: V): V => ((values as readonly string[]).includes(v ?? '') ? (v as V) : fallback);
