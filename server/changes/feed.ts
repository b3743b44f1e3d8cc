// The fan-out inside one API process: one listener (listen.ts) for the whole process; on each
// notification it reads every event after the last one it read (so a lost notification is made up
// by the next, or by the safety poll) and hands them, in id order, to its subscribers (the open
// streams, realtime.ts), which each keep what concerns their user. Starts with its first subscriber.
import type { Db } from '../db/open.ts';
import { CoalescedRun } from '../lib/coalesced-run.ts';
import { eventsAfter, newestEventId, type ChangeEvent } from './events.ts';
import type { NotifySource } from './listen.ts';

export type Subscriber = (events: readonly ChangeEvent[]) => void;

/** Reads now and then even without a notification: one lost while the listener reconnected. */
export const SAFETY_POLL_MS = 5000;
const BATCH = 500;

export class ChangeFeed {
  /** The streams open in this process, per user. */
  readonly streams = new OpenStreams();
  /** Each subscriber, with what ends it when the feed closes. */
  private readonly subscribers = new Map<Subscriber, () => void>();
  private started?: Promise<void>;
  private stop?: () => Promise<void>;
  private poll?: NodeJS.Timeout;
  /** The last event handed out; null until started. */
  private last: number | null = null;
  /** Reads the events after the last one read; a notification during a read makes one read after it. */
  private readonly reader = new CoalescedRun(
    async () => {
      if (this.last !== null && !this.closed) await this.drain();
    },
    (e) => this.log(e),
  );
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly source: NotifySource,
    private readonly log: (e: unknown) => void = () => {},
    private readonly pollMs = SAFETY_POLL_MS,
  ) {}

  /** The last event handed to subscribers: a new subscriber gets every event after it. */
  get position(): number | null {
    return this.last;
  }

  /** Adds a subscriber (starting the feed on first use); answers how to remove it. */
  async subscribe(subscriber: Subscriber, onClose: () => void = () => {}): Promise<() => void> {
    if (this.closed) throw new Error('The change feed is closed');
    this.subscribers.set(subscriber, onClose);
    try {
      await (this.started ??= this.start());
    } catch (e) {
      this.subscribers.delete(subscriber);
      this.started = undefined;
      throw e;
    }
    return () => void this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  private async start(): Promise<void> {
    this.stop = await this.source.listen(
      () => this.read(),
      () => this.read(),
    );
    this.last = await newestEventId(this.db);
    this.poll = setInterval(() => this.read(), this.pollMs).unref();
    this.read();
  }

  /** Reads what is new; calls made meanwhile run one more read after it. */
  read(): void {
    if (this.last === null || this.closed) return;
    this.reader.request();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const events = await eventsAfter(this.db, this.last!, BATCH);
      if (events.length === 0) return;
      this.last = events[events.length - 1]!.id;
      for (const subscriber of this.subscribers.keys()) subscriber(events);
      if (events.length < BATCH) return;
    }
  }

  /** Waits for the read under way (tests). */
  settled(): Promise<void> {
    return this.reader.settled();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poll);
    await this.reader.settled();
    await this.stop?.();
    const ends = [...this.subscribers.values()];
    this.subscribers.clear();
    for (const end of ends) end();
    // Ready to start again with a next subscriber (an app closed while another shares the services).
    this.started = this.stop = undefined;
    this.last = null;
    this.closed = false;
  }
}

/** Default most streams one user may hold open in one API process (REALTIME_MAX_STREAMS_PER_USER). */
export const DEFAULT_MAX_STREAMS_PER_USER = 10;

/** Open streams per user (a later step shares one stream between a browser's tabs). */
export class OpenStreams {
  private readonly perUser = new Map<number, number>();
  private count = 0;
  /** Every user's streams together (the metrics' realtime clients). */
  get total(): number {
    return this.count;
  }
  of(userId: number): number {
    return this.perUser.get(userId) ?? 0;
  }
  /** Counts one more stream of the user unless they hold `max` already (then false: refused). */
  open(userId: number, max: number): boolean {
    if (this.of(userId) >= max) return false;
    this.add(userId, 1);
    return true;
  }
  add(userId: number, n: 1 | -1): void {
    this.count += n;
    const left = this.of(userId) + n;
    if (left > 0) this.perUser.set(userId, left);
    else this.perUser.delete(userId);
  }
}
