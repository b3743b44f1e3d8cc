// What the browser hears of the server's writes, whichever carries it (the server's stream or the
// Firebase Realtime Database, firebase-source.ts): "this table changed" (`onEvent`), or "lost track,
// read everything shown again" (`onReset`). Subscribing answers how to stop.
export interface LiveChange {
  table: string;
  operation: string;
  /** The change event's id, when the source knows it. */
  id?: string;
}

export interface LiveSource {
  subscribe(onEvent: (e: LiveChange) => void, onReset: () => void): () => void;
}
