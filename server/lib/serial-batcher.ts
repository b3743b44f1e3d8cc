// Group commit for many small writes: callers hand in one item each and wait for its result; the
// items go to `work` in batches, ONE batch at a time, so a batch sees everything the batches
// before it wrote. An idle batcher waits `windowMs` for company before it starts; the items that
// arrive while a batch runs make the next one (at most `maxBatch`). Used by the GPS ingest
// (tracking/store.ts): one read and one write per batch instead of per report.

export interface BatcherOptions {
  /** How long an idle batcher gathers items before it starts a batch. */
  windowMs: number;
  /** The most items one batch takes; the rest wait for the next. */
  maxBatch: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (e: unknown) => void;
}

export class SerialBatcher<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private running = false;
  private timer?: NodeJS.Timeout;

  /**
   * `work` answers one result per item, in the items' order; an Error in an item's place fails
   * that item only, a thrown error fails the whole batch.
   */
  constructor(
    private readonly work: (items: In[]) => Promise<(Out | Error)[]>,
    private readonly options: BatcherOptions,
  ) {}

  add(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule(this.options.windowMs);
    });
  }

  private schedule(delayMs: number): void {
    if (this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runBatch();
    }, delayMs);
  }

  private async runBatch(): Promise<void> {
    const batch = this.waiting.splice(0, this.options.maxBatch);
    if (batch.length === 0) return;
    this.running = true;
    try {
      const results = await this.work(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const result = results[i];
        if (result instanceof Error) w.reject(result);
        else w.resolve(result as Out);
      });
    } catch (e) {
      for (const w of batch) w.reject(e);
    } finally {
      this.running = false;
      // Those that came meanwhile have waited a batch already: no window for them.
      if (this.waiting.length) this.schedule(0);
    }
  }
}
