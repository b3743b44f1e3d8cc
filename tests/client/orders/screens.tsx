// Renders the order flow's screens at their area paths (basename ''; under /id the locale comes
// from the URL): each route's page inside react-admin's context, as an area gives it, with the
// app's toasts.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeDataProvider } from '../../../src/dataProvider/index.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { AppNotification } from '../../../src/layout/AppNotification.tsx';

export function renderScreens(path: string, routes: Record<string, ReactNode>, locale: 'en' | 'id' = 'en') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([at, page]) => (
          <Route
            key={at}
            path={at}
            element={
              <AdminContext dataProvider={makeDataProvider({})} i18nProvider={makeI18nProvider(locale)}>
                <div id="react-admin-title" />
                {page}
                <AppNotification />
              </AdminContext>
            }
          />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}
