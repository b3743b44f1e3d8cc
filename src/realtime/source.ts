// What the browser hears of the server's writes (docs/realtime.md, "In the browser"): a live source
// tells its subscribers which table changed (`change`) or that it lost track and everything shown
// must be read again (`reset`). The server's stream (sse.ts), shared by the tabs of a browser
// (shared.ts), is the source today; the Firebase Realtime Database reader replaces it when Firebase
// is configured, behind this same interface.
import type { ChangeMessage } from '../../contract/realtime.ts';

export type LiveEvent = ({ kind: 'change' } & ChangeMessage) | { kind: 'reset' };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveSource {
  /** Calls `onEvent` for each event from now on; answers the unsubscribe. */
  subscribe(onEvent: LiveListener): () => void;
}

/** Subscribers of a source: each event to each of them; one failing does not stop the others. */
export class Listeners {
  private readonly set = new Set<LiveListener>();
  add(listener: LiveListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  emit(event: LiveEvent): void {
    for (const listener of [...this.set]) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
  }
  get size(): number {
    return this.set.size;
  }
}
