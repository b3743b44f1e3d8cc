// A screen whose code is fetched when it is first shown (spreadsheet imports carry SheetJS, maps
// carry maplibre), with the page-sized spinner meanwhile.
import { lazy, Suspense, type ComponentType } from 'react';
import { BusyPage } from './Busy.tsx';

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function LazyScreen() {
    return (
      <Suspense fallback={<BusyPage />}>
        <Screen />
      </Suspense>
    );
  };
}
