// Background jobs as the metrics see them (lib/ops/metrics.ts): an export job, a sheet parsed in the
// parse child. The job's owner tells its observers how long each took and how it ended; the metrics
// observe while their app is open. No observer: nothing is timed or read.

/** How long a job took (seconds) and how it ended (a small fixed set per kind: a metric's label). */
export type JobObserver = (seconds: number, outcome: string) => void;

export class JobObservers {
  readonly #all = new Set<JobObserver>();

  get any(): boolean {
    return this.#all.size > 0;
  }

  /** Adds an observer; answers the call that removes it (an app closing). */
  add(observer: JobObserver): () => void {
    this.#all.add(observer);
    return () => this.#all.delete(observer);
  }

  finished(seconds: number, outcome: string): void {
    for (const observe of this.#all) observe(seconds, outcome);
  }
}
