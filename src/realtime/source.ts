// The events the shell acts on (docs/realtime.md, "In the browser"), in the SSE stream's form: which
// table changed (`change`, with its event id) or "lost track, read everything shown again"
// (`reset`). The server's stream (sse.ts) shared by the tabs of a browser (shared.ts) gives them;
// the Firebase reader gives the same through firebaseStreamLikeSource() (firebase-source.ts, whose
// LiveSource of live-source.ts is the two-callback form of this).
import type { ChangeMessage } from '../../contract/realtime.ts';

export type LiveEvent = ({ kind: 'change' } & ChangeMessage) | { kind: 'reset' };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveEventSource {
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
