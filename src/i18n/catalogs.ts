// Each language's texts arrive when a page in that language is first shown, so a page fetches
// only its own language: the lite catalog (public pages, shell) before the first render (main.tsx,
// CatalogGate), the full one (react-admin's and the areas' texts) before an area mounts.
import type { Locale } from './types.ts';

export type Messages = { [key: string]: string | Messages };
export type CatalogKind = 'lite' | 'full';

const loaders: Record<CatalogKind, Record<Locale, () => Promise<Messages>>> = {
  lite: {
    en: () => import('./lite/en.ts').then((m) => m.liteCatalog),
    id: () => import('./lite/id.ts').then((m) => m.liteCatalog),
  },
  full: {
    en: () => import('./en/index.ts').then((m) => m.en as Messages),
    id: () => import('./id/index.ts').then((m) => m.id as Messages),
  },
};

const loaded: Record<CatalogKind, Partial<Record<Locale, Messages>>> = { lite: {}, full: {} };
const pending = new Map<string, Promise<void>>();

/** The catalog when it has arrived, else undefined. */
export const catalogOf = (kind: CatalogKind, locale: Locale): Messages | undefined => loaded[kind][locale];

/** Fetches a catalog once; the same promise for every caller (React's `use` needs that). */
export function loadCatalog(kind: CatalogKind, locale: Locale): Promise<void> {
  const key = `${kind}:${locale}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[kind][locale]().then(
      (messages) => void (loaded[kind][locale] = messages),
      (error: unknown) => {
        pending.delete(key); // a failed chunk may be fetched again (the error boundary reloads)
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}
