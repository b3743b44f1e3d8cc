// The outer router: home redirects, the public pages, and one lazy react-admin area per role,
// each under its prefix in English and under /id in Indonesian.
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { session } from './api/session.ts';
import { AREAS, type AreaEntry } from './areas.ts';
import { landingForSignedIn } from './authProvider/landing.ts';
import { AreaErrorBoundary } from './components/AreaErrorBoundary.tsx';
import { ErrorPage } from './components/ErrorPage.tsx';
import { BusyPage } from './components/Busy.tsx';
import { RoleGuard } from './components/RoleGuard.tsx';
import { localizedPath } from './i18n/locale.ts';
import type { Locale } from './i18n/types.ts';
import { publicRoutes } from './public/routes.tsx';

/** One lazy component per area, made once so React keeps the mounted area across renders. */
const lazyAreas = new Map(AREAS.map((area) => [area.role, lazy(area.load)]));

function HomeRedirect({ locale }: { locale: Locale }) {
  const user = session.user();
  const to = user && user.role !== 'DRIVER' ? landingForSignedIn(user.role, locale) : localizedPath(locale, '/login');
  return <Navigate to={to} replace />;
}


function AreaRoute({ area, locale }: { area: AreaEntry; locale: Locale }) {
  const Area = lazyAreas.get(area.role)!;
  const basename = localizedPath(locale, area.prefix);
  return (
    <RoleGuard area={area.role}>
      <AreaErrorBoundary locale={locale}>
        <Suspense fallback={<BusyPage />}>
          <Area basename={basename} locale={locale} />
        </Suspense>
      </AreaErrorBoundary>
    </RoleGuard>
  );
}

/** Keeps <html lang> in step with the URL. */
function HtmlLang() {
  const { pathname } = useLocation();
  const lang = pathname === '/id' || pathname.startsWith('/id/') ? 'id' : 'en';
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <HtmlLang />
      <Routes>
        <Route path="/" element={<HomeRedirect locale="en" />} />
        <Route path="/id" element={<HomeRedirect locale="id" />} />
        {publicRoutes.flatMap((route) => [
          <Route key={route.path} path={route.path} element={route.element} />,
          <Route key={`/id${route.path}`} path={`/id${route.path}`} element={route.element} />,
        ])}
        {AREAS.flatMap((area) => [
          <Route key={area.prefix} path={`${area.prefix}/*`} element={<AreaRoute area={area} locale="en" />} />,
          <Route key={`/id${area.prefix}`} path={`/id${area.prefix}/*`} element={<AreaRoute area={area} locale="id" />} />,
        ])}
        <Route path="*" element={<ErrorPage status={404} />} />
      </Routes>
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export default App;
