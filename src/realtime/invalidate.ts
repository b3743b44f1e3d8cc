// Events into react-query invalidations. A `change` of a table reads again the contract calls that
// show it (contract/realtime-reads.ts): their useCall / usePages reads (keyed by callKey) and the
// react-admin queries of every resource whose list or record comes from one of them (keyed by the
// resource's slug first: [slug, 'getList' | 'getOne' | 'getMany' | ..., params]). `reset` reads
// everything again. A burst of events within `delayMs` costs one invalidation, so one refetch per
// query shown.
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

/** Collects events for `delayMs`, then invalidates once what they concern. */
export function createInvalidator(client: Pick<QueryClient, 'invalidateQueries'>, slugReads: SlugReads, delayMs = 250): Invalidator {
  let tables = new Set<string>();
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (everything) {
      void client.invalidateQueries();
    } else if (tables.size > 0) {
      const calls = new Set([...tables].flatMap((table) => readsOfTable(table).map(callId)));
      const matches = keyMatcher(calls, slugReads);
      void client.invalidateQueries({ predicate: (query) => matches(query.queryKey) });
    }
    tables = new Set();
    everything = false;
  };

  return {
    push(event) {
      if (event.kind === 'reset') everything = true;
      else tables.add(event.table);
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
    stop() {
      clearTimeout(timer);
      timer = undefined;
      tables = new Set();
    },
  };
}
