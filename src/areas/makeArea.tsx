// Builds one role area from its definition list: ONE react-admin <Admin> under the URL's
// basename and locale, its own store, the shared layout, resources and menu.
import { useMemo, type ComponentType, type ReactElement } from 'react';
import { Route } from 'react-router';
import { CanAccess, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import type { AreaProps, AreaRole } from '../areas.ts';
import type { Action } from '../authProvider/access.ts';
import { authProvider } from '../authProvider/index.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { makeDataProvider, type SlugMap } from '../dataProvider/index.ts';
import { makeI18nProvider } from '../i18n/i18nProvider.ts';
import { AccessDenied } from '../layout/AccessDenied.tsx';
import { AppNotification } from '../layout/AppNotification.tsx';
import { AreaContext, screensOf, type AreaInfo, type MenuEntry } from '../layout/AreaContext.ts';
import { Layout } from '../layout/Layout.tsx';
import { LeanAdmin as Admin } from '../layout/LeanAdmin.tsx';
import { makeTheme } from '../layout/theme.ts';
import { usePrimaryColor } from '../layout/usePrimaryColor.ts';

export interface ResourceDef {
  /** The URL slug inside the area, also react-admin's resource name. */
  slug: string;
  /** i18n key of the menu label and page title. */
  labelKey: string;
  icon: ComponentType;
  list?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /**
   * Screens of their own under the resource's path, e.g. `product/import-data`, shown only when
   * canAccess allows their `action` on the resource (default 'list'; an import is a 'create').
   */
  routes?: readonly { path: string; component: ComponentType; action?: Action }[];
  /** In the side menu (default: when it has a list). */
  menu?: boolean;
  badge?: boolean;
}

export interface AreaDefinition {
  role: AreaRole;
  /** Store key suffix: '.vendor' style, so no key is a prefix of another. */
  storeKey: string;
  resources: readonly ResourceDef[];
  dataMap: SlugMap;
  /** Screens outside any resource's list (e.g. a flow's steps): `<Route>`s with area-relative paths. */
  customRoutes?: readonly ReactElement[];
}

const NotFound = () => <ErrorPage status={404} />;

/** A custom `<Route>`'s path inside the area, as the area's list of screens names it. */
const routePath = (route: ReactElement): string[] => {
  const path = (route.props as { path?: unknown }).path;
  return typeof path === 'string' ? [path.replace(/^\//, '')] : [];
};

export function makeArea(def: AreaDefinition): ComponentType<AreaProps> {
  const store = localStorageStore(undefined, `.${def.storeKey}`);
  const dataProvider = makeDataProvider(def.dataMap);
  const menu: MenuEntry[] = def.resources
    .filter((r) => r.menu ?? !!r.list)
    .map((r) => ({ to: r.slug, labelKey: r.labelKey, icon: r.icon, badge: r.badge }));
  const screens = [...screensOf(def.resources), ...(def.customRoutes ?? []).flatMap(routePath)];

  function Area({ basename, locale }: AreaProps) {
    const primary = usePrimaryColor();
    const theme = useMemo(() => makeTheme(primary), [primary]);
    const info = useMemo<AreaInfo>(() => ({ role: def.role, basename, locale, menu, screens }), [basename, locale]);
    return (
      <AreaContext.Provider value={info}>
        <Admin
          basename={basename}
          i18nProvider={makeI18nProvider(locale)}
          authProvider={authProvider}
          dataProvider={dataProvider}
          store={store}
          theme={theme}
          layout={Layout}
          notification={AppNotification}
          accessDenied={AccessDenied}
          catchAll={NotFound}
          loginPage={false}
          disableTelemetry
        >
          {def.resources.map((r) => (
            <Resource key={r.slug} name={r.slug} list={r.list} show={r.show} create={r.create} edit={r.edit} icon={r.icon} options={{ label: r.labelKey }}>
              {r.routes?.map(({ path, component: Screen, action = 'list' }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <CanAccess action={action} resource={r.slug} accessDenied={<AccessDenied />}>
                      <Screen />
                    </CanAccess>
                  }
                />
              ))}
            </Resource>
          ))}
          {def.customRoutes?.length ? <CustomRoutes>{def.customRoutes}</CustomRoutes> : null}
        </Admin>
      </AreaContext.Provider>
    );
  }
  Area.displayName = `Area(${def.role})`;
  return Area;
}
