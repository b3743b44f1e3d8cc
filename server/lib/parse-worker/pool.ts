// Heavy parsing (an uploaded sheet: unpacking, SheetJS) runs in a child process, off the event loop
// that answers every other request, with a memory cap and a time limit: one child per API process
// (the database and the other API processes want the other cores) and a short queue. A task that
// passes its time is stopped by killing its child, one that passes the memory cap ends its child;
// tinypool starts a fresh one either way, and the caller gets a ParseFailed, never a hang.
// Not a worker thread: a thread's heap cap is best effort, and some allocations that pass it abort
// the whole process (nodejs/node#47224), so a crafted sheet could have stopped the API process.
import { childEnv, heapFlags, OneChild } from '../child-process.ts';
import { JobObservers } from '../ops/job-observers.ts';
import type { ParseTaskName, ParseTasks } from './tasks.ts';

export interface ParseLimits {
  /** From the moment the task is queued to its answer. */
  timeoutMs: number;
  /** The child's V8 heap (--max-old-space-size / --max-semi-space-size). */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  /** Tasks waiting for the child; one more is refused as busy. */
  maxQueue: number;
}

/**
 * A 5,000-row sheet parses in well under a second; the guard caps what SheetJS sees at 50 MB of
 * XML, which stays under 384 MB of heap (docs/decisions.md, "Archives and sheets off the event loop").
 */
export const PARSE_LIMITS: ParseLimits = { timeoutMs: 5_000, maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32, maxQueue: 8 };

export type ParseFailure = 'timeout' | 'outOfMemory' | 'busy';

export class ParseFailed extends Error {
  constructor(
    readonly failure: ParseFailure,
    cause: unknown,
  ) {
    super(`parse ${failure}: ${(cause as Error)?.message ?? cause}`, { cause });
  }
}

type Answer<T extends ParseTaskName> = Awaited<ReturnType<ParseTasks[T]>>;

export class ParsePool extends OneChild {
  /** Tasks running or waiting: one runs, at most `maxQueue` wait. */
  private inFlight = 0;
  /** Each sheet parsed: its time and how it ended (ok, timeout, outOfMemory, busy, error). */
  readonly observers = new JobObservers();

  constructor(readonly limits: ParseLimits = PARSE_LIMITS) {
    super();
  }

  /** Sheets being parsed or waiting for the child (the metrics' parse queue). */
  get pending(): number {
    return this.inFlight;
  }

  /** Runs `task` in the child (its input is copied there by structured clone). */
  async run<T extends ParseTaskName>(task: T, input: Parameters<ParseTasks[T]>[0], timeoutMs = this.limits.timeoutMs): Promise<Answer<T>> {
    // Counted here: tinypool keeps a task with an abort signal out of the queue its maxQueue bounds.
    if (this.inFlight > this.limits.maxQueue) {
      this.observers.finished(0, 'busy');
      throw new ParseFailed('busy', `${this.inFlight} sheets in flight`);
    }
    this.inFlight++;
    const started = performance.now();
    let outcome = 'ok';
    try {
      return (await this.child().run({ task, input }, { signal: AbortSignal.timeout(timeoutMs) })) as Answer<T>;
    } catch (e) {
      const failed = failureOf(e);
      outcome = failed?.failure ?? 'error';
      throw failed ?? e;
    } finally {
      this.inFlight--;
      this.observers.finished((performance.now() - started) / 1000, outcome);
    }
  }

  protected options() {
    const { maxOldGenerationSizeMb, maxYoungGenerationSizeMb } = this.limits;
    return {
      filename: new URL('./worker.mjs', import.meta.url).href,
      idleTimeout: 60_000,
      // Structured clone over the channel: the sheet's bytes go as an ArrayBuffer, not as JSON.
      serialization: 'advanced' as const,
      execArgv: heapFlags(maxOldGenerationSizeMb, maxYoungGenerationSizeMb),
      env: childEnv(),
    };
  }
}

function failureOf(e: unknown): ParseFailed | undefined {
  const error = e as { name?: string; code?: string; message?: string };
  if (error?.name === 'AbortError') return new ParseFailed('timeout', e);
  // The child passed its heap cap (V8 aborts it): it exits without an answer.
  if (error?.message === 'Worker exited unexpectedly') return new ParseFailed('outOfMemory', e);
  return undefined;
}

/** The API process's parse child. */
export const parsePool = new ParsePool();
