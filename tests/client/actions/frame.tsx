// A frame that renders the rework components at a route of the LSP area, with the detail route to
// land on (the shipments they work on: ../support/shipments.ts).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeDataProvider } from '../../../src/dataProvider/index.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { AppNotification } from '../../../src/layout/AppNotification.tsx';

export const DETAIL = '/order-shipment/history-order/detail-history-order/:id';

function Detail() {
  return <p>Detail page {useLocation().pathname}</p>;
}

/**
 * Renders `routes` at `path` in react-admin's context (dataProvider, catalogs, store, toasts) with
 * the detail route to land on. Routes of the test's own router: react-admin's <CustomRoutes> would
 * check them against its own copy of react-router, which vitest loads separately.
 */
export function renderAt(path: string, routes: ReactNode, locale: 'en' | 'id' = 'en', authProvider?: AuthProvider) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={makeDataProvider({})} i18nProvider={makeI18nProvider(locale)} authProvider={authProvider} store={memoryStore()}>
        <Routes>
          {routes}
          <Route path={DETAIL} element={<Detail />} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

export const here = (element: ReactNode) => <Route path="/here" element={element} />;
