// Tests render and translate synchronously: fetch every catalog once before they run (the app
// fetches a language's catalogs on demand, src/i18n/catalogs.ts).
import { loadCatalog } from '../src/i18n/catalogs.ts';
import { LOCALES } from '../src/i18n/types.ts';

await Promise.all(LOCALES.flatMap((locale) => [loadCatalog('lite', locale), loadCatalog('full', locale)]));
