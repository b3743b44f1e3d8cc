// A screen whose code is fetched when it is first shown (spreadsheet imports carry SheetJS, maps
// carry maplibre, the generic CRUD screens react-admin's tables and forms), with the page-sized
// spinner meanwhile.
import { lazy, Suspense, type ComponentType } from 'react';
import { BusyPage } from './Busy.tsx';
import { loadWhenOnline } from './chunkReload.ts';

export function lazyScreen<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Screen = lazy(loadWhenOnline(load));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<BusyPage />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
