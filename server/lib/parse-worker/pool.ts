// Heavy parsing (an uploaded sheet: unpacking, SheetJS) runs in a worker thread, off the event loop
// that answers every other request, with a memory cap and a time limit: one thread per API process
// (the database and the other API processes want the other cores) and a short queue. A task that
// passes its time is stopped by terminating its thread, one that passes the memory cap kills its
// thread; piscina starts a fresh one either way, and the caller gets a ParseFailed, never a hang.
import { Piscina } from 'piscina';
import type { ParseTaskName, ParseTasks } from './tasks.ts';

export interface ParseLimits {
  /** From the moment the task is queued to its answer. */
  timeoutMs: number;
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  /** Tasks waiting for the thread; one more is refused as busy. */
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

export class ParsePool {
  private pool?: Piscina;
  /** Tasks running or waiting: one runs, at most `maxQueue` wait. */
  private inFlight = 0;

  constructor(readonly limits: ParseLimits = PARSE_LIMITS) {}

  /** Starts the thread now (at server start), so that the first upload does not wait for it. */
  warm(): void {
    this.threads();
  }

  /** Runs `task` in the thread; `transfer` lists the buffers moved (not copied) to it. */
  async run<T extends ParseTaskName>(task: T, input: Parameters<ParseTasks[T]>[0], transfer: ArrayBuffer[] = [], timeoutMs = this.limits.timeoutMs): Promise<Answer<T>> {
    // Counted here: piscina keeps a task with an abort signal out of the queue its maxQueue bounds.
    if (this.inFlight > this.limits.maxQueue) throw new ParseFailed('busy', `${this.inFlight} sheets in flight`);
    this.inFlight++;
    try {
      return (await this.threads().run({ task, input }, { transferList: transfer, signal: AbortSignal.timeout(timeoutMs) })) as Answer<T>;
    } catch (e) {
      throw failureOf(e) ?? e;
    } finally {
      this.inFlight--;
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private threads(): Piscina {
    if (!this.pool) {
      const { maxOldGenerationSizeMb, maxYoungGenerationSizeMb } = this.limits;
      this.pool = new Piscina({
        filename: new URL('./worker.mjs', import.meta.url).href,
        minThreads: 1,
        maxThreads: 1,
        idleTimeout: 60_000,
        resourceLimits: { maxOldGenerationSizeMb, maxYoungGenerationSizeMb },
      });
      // A thread that dies between tasks is replaced by piscina; an unheard 'error' would end the process.
      this.pool.on('error', () => {});
    }
    return this.pool;
  }
}

function failureOf(e: unknown): ParseFailed | undefined {
  const error = e as { name?: string; code?: string; message?: string };
  if (error?.name === 'AbortError') return new ParseFailed('timeout', e);
  if (error?.code === 'ERR_WORKER_OUT_OF_MEMORY') return new ParseFailed('outOfMemory', e);
  return undefined;
}

/** The API process's parse thread. */
export const parsePool = new ParsePool();
