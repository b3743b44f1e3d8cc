// The outer router: home redirects, the public pages, and one lazy react-admin area per role,
// each under its prefix in English and under /id in Indonesian.
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { session } from './api/session.ts';
import { AREAS, type AreaEntry } from './areas.ts';
import { homeOf } from './authProvider/landing.ts';
import { AreaErrorBoundary } from './components/AreaErrorBoundary.tsx';
import { loadWhenOnline } from './components/chunkReload.ts';
import { ErrorPage } from './components/ErrorPage.tsx';
import { BusyPage } from './components/Busy.tsx';
import { RoleGuard } from './components/RoleGuard.tsx';
import { CatalogGate } from './i18n/CatalogGate.tsx';
import { catalogOf } from './i18n/catalogs.ts';
import { localeFromPath, localizedPath, rememberedLocale } from './i18n/locale.ts';
import { DEFAULT_LOCALE, type Locale } from './i18n/types.ts';
import { motionOptions } from './layout/motion.ts';
import { brandPalette } from './layout/palette.ts';
import { publicRoutes } from './public/routes.tsx';

/** One lazy component per area, made once so React keeps the mounted area across renders. */
const lazyAreas = new Map(AREAS.map((area) => [area.role, lazy(loadWhenOnline(area.load))]));

/** `/id` is Indonesian; the bare `/` opens in the language the user chose last (cookie, spec 1 §1). */
function HomeRedirect({ locale: fromPath }: { locale?: Locale }) {
  const locale = fromPath ?? rememberedLocale() ?? DEFAULT_LOCALE;
  return <Navigate to={homeOf(session.user(), locale)} replace />;
}


function AreaRoute({ area, locale }: { area: AreaEntry; locale: Locale }) {
  const Area = lazyAreas.get(area.role)!;
  const basename = localizedPath(locale, area.prefix);
  // The area's code and its language's texts are fetched side by side, not one after the other.
  if (!catalogOf('full', locale)) area.load().catch(() => undefined);
  return (
    <RoleGuard area={area.role}>
      <AreaErrorBoundary locale={locale}>
        <Suspense fallback={<BusyPage />}>
          <CatalogGate kind="full" locale={locale}>
            <Area basename={basename} locale={locale} />
          </CatalogGate>
        </Suspense>
      </AreaErrorBoundary>
    </RoleGuard>
  );
}

/** The public pages' theme: the 404 of an unknown address looks like the product, not bare HTML. */
const publicTheme = createTheme({ palette: brandPalette(), ...motionOptions() });

function PublicNotFound() {
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <ErrorPage status={404} />
    </ThemeProvider>
  );
}

/** Keeps <html lang> in step with the URL. */
function HtmlLang({ lang }: { lang: Locale }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}

export function AppRoutes() {
  const locale = localeFromPath(useLocation().pathname);
  return (
    // A language whose texts cannot be fetched reloads the page, as a missing chunk does.
    <AreaErrorBoundary locale={locale}>
      <HtmlLang lang={locale} />
      <Suspense fallback={null}>
        <CatalogGate locale={locale}>
          <Routes>
            <Route path="/" element={<HomeRedirect />} />
            <Route path="/id" element={<HomeRedirect locale="id" />} />
            {publicRoutes.flatMap((route) => [
              // A public page's chunk that fails to load reloads the page (at most once a minute), as an area's does.
              <Route key={route.path} path={route.path} element={<AreaErrorBoundary key={route.path} locale="en">{route.element}</AreaErrorBoundary>} />,
              <Route key={`/id${route.path}`} path={`/id${route.path}`} element={<AreaErrorBoundary key={`/id${route.path}`} locale="id">{route.element}</AreaErrorBoundary>} />,
            ])}
            {AREAS.flatMap((area) => [
              <Route key={area.prefix} path={`${area.prefix}/*`} element={<AreaRoute area={area} locale="en" />} />,
              <Route key={`/id${area.prefix}`} path={`/id${area.prefix}/*`} element={<AreaRoute area={area} locale="id" />} />,
            ])}
            <Route path="*" element={<PublicNotFound />} />
          </Routes>
        </CatalogGate>
      </Suspense>
    </AreaErrorBoundary>
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
