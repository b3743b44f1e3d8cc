// Cleanups of live-data subscriptions (realtime badges, notification stream). The realtime layer
// adds its unsubscribe here; signing out (or a 401) runs and forgets them all.
export const liveListenerCleanups = new Set<() => void>();

export function detachLiveListeners(): void {
  const cleanups = [...liveListenerCleanups];
  liveListenerCleanups.clear();
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // A failing cleanup must not keep the user signed in.
    }
  }
}
