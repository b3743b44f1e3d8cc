// Events into react-query invalidations. A `change` of a table reads again the contract calls that
// show it (contract/realtime-reads.ts): their useCall / usePages reads (keyed by callKey) and the
// react-admin queries of every resource whose list or record comes from one of them (keyed by the
// resource's slug first: [slug, 'getList' | 'getOne' | 'getMany' | ..., params]). `reset` reads
// everything again. A burst of events within `delayMs` costs one invalidation, so one refetch per
// query shown, and a table's reads are read again at most once a second.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CallDef } from '../../contract/lib.ts';
import { readsOfTable } from '../../contract/realtime-reads.ts';
import { callKey } from '../api/useCall.ts';
import type { LiveEvent } from './source.ts';

/** The calls behind each react-admin resource of the area: its slug -> its reads' ids (callId). */
export type SlugReads = Readonly<Record<string, readonly string[]>>;

/** A call's identity inside its cache keys (the second element of callKey). */
export const callId = (def: Pick<CallDef, 'method' | 'path'>): string => callKey(def)[1] as string;

/** The reads of a resource's source (its list and its record), as call ids. */
export function slugReadsOf(sources: Readonly<Record<string, { list?: CallDef; get?: CallDef }>>): SlugReads {
  return Object.fromEntries(Object.entries(sources).map(([slug, s]) => [slug, [s.list, s.get].filter((d): d is CallDef => !!d).map(callId)]));
}

/** Whether a cached query shows one of `calls`: a call's own key, or a resource reading it. */
export function keyMatcher(calls: ReadonlySet<string>, slugReads: SlugReads): (key: QueryKey) => boolean {
  return (key) => {
    const [first, second] = key;
    if (first === 'lsi') return typeof second === 'string' && calls.has(second);
    if (typeof first !== 'string' || !Object.hasOwn(slugReads, first)) return false;
    return slugReads[first]!.some((id) => calls.has(id));
  };
}

export interface Invalidator {
  push(event: LiveEvent): void;
  /** Invalidates now what is waiting (tests, and the end). */
  flush(): void;
  stop(): void;
}

/**
 * Collects events for `delayMs`, then invalidates once what they concern; a table whose reads were
 * invalidated less than `gapMs` ago waits for the rest of that gap. Trucks reporting every few
 * seconds change `track_live` many times a second, and the live map read (hundreds of trucks) went
 * out three times a second per open dashboard; now once a second, and a quiet table's change still
 * shows within `delayMs`.
 */
export function createInvalidator(client: Pick<QueryClient, 'invalidateQueries'>, slugReads: SlugReads, delayMs = 250, gapMs = 1000): Invalidator {
  /** The tables waiting, each with when it is due. */
  let due = new Map<string, number>();
  /** When each table's reads were last invalidated. */
  const lastAt = new Map<string, number>();
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  const invalidate = (tables: readonly string[]) => {
    const calls = new Set(tables.flatMap((table) => readsOfTable(table).map(callId)));
    const matches = keyMatcher(calls, slugReads);
    void client.invalidateQueries({ predicate: (query) => matches(query.queryKey) });
  };

  const cancel = () => {
    clearTimeout(timer);
    timerAt = Infinity;
  };

  const schedule = () => {
    const next = everything ? Date.now() + delayMs : Math.min(...due.values());
    if (next === Infinity || next >= timerAt) return;
    cancel();
    timerAt = next;
    timer = setTimeout(run, Math.max(0, next - Date.now()));
  };

  /** Invalidates what is due by `until` (everything when `until` is Infinity). */
  const flushUntil = (until: number) => {
    cancel();
    const now = Date.now();
    if (everything) {
      void client.invalidateQueries();
      for (const table of due.keys()) lastAt.set(table, now);
      due = new Map();
      everything = false;
      return;
    }
    const ready = [...due].filter(([, at]) => at <= until).map(([table]) => table);
    if (ready.length > 0) invalidate(ready);
    for (const table of ready) {
      due.delete(table);
      lastAt.set(table, now);
    }
    schedule();
  };
  const run = () => flushUntil(Date.now());

  return {
    push(event) {
      if (event.kind === 'reset') everything = true;
      else if (!due.has(event.table)) due.set(event.table, Math.max(Date.now() + delayMs, (lastAt.get(event.table) ?? -Infinity) + gapMs));
      schedule();
    },
    flush: () => flushUntil(Infinity),
    stop() {
      cancel();
      due = new Map();
      everything = false;
    },
  };
}
