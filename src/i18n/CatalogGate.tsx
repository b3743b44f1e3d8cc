// Renders its children only once the locale's catalog has arrived, so no text ever shows as its
// key; meanwhile the nearest Suspense boundary (or, during a navigation, the previous page) shows.
import { use, type ReactNode } from 'react';
import { catalogOf, loadCatalog, type CatalogKind } from './catalogs.ts';
import type { Locale } from './types.ts';

export function CatalogGate({ kind = 'lite', locale, children }: { kind?: CatalogKind; locale: Locale; children: ReactNode }) {
  if (!catalogOf(kind, locale)) use(loadCatalog(kind, locale));
  return children;
}
