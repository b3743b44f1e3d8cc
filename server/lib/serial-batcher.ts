// Group commit for many small writes: callers hand in one item each and wait for its result; the
// items go to `work` in batches, ONE batch at a time, so a batch sees everything the batches before
// it wrote. DataLoader gathers the items (a batch starts `windowMs` after the previous batch has
// finished, so what arrives while one runs makes the next one, at most `maxBatch`); a promise chain
// keeps the batches one after another. Used by the GPS ingest (tracking/store.ts): one read and one
// write per batch instead of per report.
import DataLoader from 'dataloader';

export interface BatcherOptions {
  /** How long a batch gathers items after the previous batch finished (or, idle, after its first item). */
  windowMs: number;
  /** The most items one batch takes; the rest wait for the next. */
  maxBatch: number;
}

export class SerialBatcher<In, Out> {
  /** The batch running (or the last one, settled): the next one starts after it. */
  private previous: Promise<unknown> = Promise.resolve();
  private readonly loader: DataLoader<In, Out>;

  /**
   * `work` answers one result per item, in the items' order; an Error in an item's place fails
   * that item only, a thrown error fails the whole batch.
   */
  constructor(work: (items: In[]) => Promise<(Out | Error)[]>, options: BatcherOptions) {
    this.loader = new DataLoader<In, Out>(
      (items) => {
        const run = this.previous.then(() => work([...items]));
        this.previous = run.catch(() => undefined);
        return run;
      },
      {
        // Every report is its own item, never answered from a cache.
        cache: false,
        maxBatchSize: options.maxBatch,
        batchScheduleFn: (dispatch) => void this.previous.then(() => setTimeout(dispatch, options.windowMs)),
      },
    );
  }

  add(item: In): Promise<Out> {
    return this.loader.load(item);
  }
}
