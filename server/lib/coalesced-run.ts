// Work that runs one at a time and is asked for again while it runs: the asks made meanwhile make
// one more run after it, not one each (the change feed reading new events on a notification, the
// geofence teller telling new alerts on a kick).
export class CoalescedRun {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onError: (e: unknown) => void,
  ) {}

  /** Runs the work now, or once more after the run under way. */
  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.work()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.request();
        }
      });
  }

  /** Resolves once no run is under way or asked for. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }
}
