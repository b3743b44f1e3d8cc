// One react-admin frame for component tests: an in-memory router at `path`, our dataProvider over
// the given slug -> contract map, the catalogs of `locale` and the app's toasts; with an
// `authProvider` when the test is about who may do what (none: everything is allowed), and a
// `store` when a screen starts from what an earlier one kept there.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Admin, TestMemoryRouter, type AuthProvider, type Store } from 'react-admin';
import { resourceElement, resourcesOf } from '../../../src/areas/makeArea.tsx';
import type { AreaRole, EntityResource, ResourceDef } from '../../../src/areas/types.ts';
import { makeDataProvider } from '../../../src/dataProvider/index.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { AppNotification } from '../../../src/layout/AppNotification.tsx';
import { makeTheme } from '../../../src/layout/theme.ts';

export function renderAdmin(path: string, data: Parameters<typeof makeDataProvider>[0], resources: ReactNode, locale: 'en' | 'id' = 'en', authProvider?: AuthProvider, store?: Store) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={makeDataProvider(data)} authProvider={authProvider} i18nProvider={makeI18nProvider(locale)} notification={AppNotification} theme={makeTheme()} store={store} disableTelemetry>
        {resources}
      </Admin>
    </TestMemoryRouter>,
  );
}

/** The resources an area of `role` mounts for a resource folder's default export. */
export const variantOf = (entity: EntityResource, role: AreaRole) => resourcesOf(entity, role);

/** renderAdmin with these area resources as react-admin mounts them (their data map, screens and labels). */
export function renderResources(path: string, defs: readonly ResourceDef[], locale: 'en' | 'id' = 'en', authProvider?: AuthProvider) {
  const data = Object.assign({}, ...defs.map((d) => d.data ?? {}));
  return renderAdmin(path, data, defs.map(resourceElement), locale, authProvider);
}
