// A component whose code is fetched the first time it is shown (a menu, a drawer), so the page
// that only might open it does not carry it. `prefetch` starts the fetch earlier: call it when the
// opener is pointed at or focused, and the code is usually there by the click.
import { lazy, Suspense, type ComponentType } from 'react';
import { loadWhenOnline } from './chunkReload.ts';

export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(loadWhenOnline(load));
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component: OnDemand, prefetch: () => void load().catch(() => undefined) };
}
