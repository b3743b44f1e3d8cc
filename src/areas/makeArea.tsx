// Builds one role area from its list of resources: ONE react-admin <Admin> under the URL's
// basename and locale, its own store, the shared layout, resources and menu. Each entry is listed
// once; the dataProvider's slug map, the menu and the screens are derived from the definitions.
import { useMemo, type ComponentType, type ReactElement } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider, localStorageStore, reactRouterProvider } from 'react-admin';
import { authProvider } from '../authProvider/index.ts';
import { makeDataProvider } from '../dataProvider/index.ts';
import { makeI18nProvider } from '../i18n/i18nProvider.ts';
import { AccessDenied } from '../layout/AccessDenied.tsx';
import { AccessGate, gatedScreen } from '../layout/AccessGate.tsx';
import { AppNotification } from '../layout/AppNotification.tsx';
import { AreaContext, gatedScreensOf, type AreaInfo, type GatedScreen, type MenuEntry } from '../layout/AreaContext.ts';
import { Layout } from '../layout/Layout.tsx';
import { NotFound, exactScreen } from '../layout/exactScreen.tsx';
import { LeanAdmin as Admin } from '../layout/LeanAdmin.tsx';
import { makeTheme } from '../layout/theme.ts';
import { usePrimaryColor } from '../layout/usePrimaryColor.ts';
import { slugReadsOf } from '../realtime/invalidate.ts';
import type { AreaProps, AreaRole, EntityResource, NestedScreen, ResourceDef, SubRoute } from './types.ts';

/** An area's entry: a resource folder's default export, or a screen of the area's own (dashboard). */
export type AreaResource = EntityResource | ResourceDef;

export interface AreaDefinition {
  role: AreaRole;
  /** Store key suffix: '.vendor' style, so no key is a prefix of another. */
  storeKey: string;
  resources: readonly AreaResource[];
  /** Screens outside any resource: <Route>s with paths inside the area, and those paths. */
  customRoutes?: { routes: readonly ReactElement[]; paths: readonly string[] };
  /**
   * Resources placed after another one (spec 1 §2's menu order) when one entity's resources are not
   * next to each other in the menu (the LSP's list-vendor ... list-driver, request-vendors).
   */
  moves?: readonly { slug: string; after: string }[];
}

function ordered(resources: readonly ResourceDef[], moves: AreaDefinition['moves'] = []): ResourceDef[] {
  const list = [...resources];
  for (const { slug, after } of moves) {
    const moved = list.splice(list.findIndex((r) => r.slug === slug), 1)[0];
    list.splice(list.findIndex((r) => r.slug === after) + 1, 0, moved);
  }
  return list;
}

const isEntity = (r: AreaResource): r is EntityResource => 'variants' in r;

export function resourcesOf(entry: AreaResource, role: AreaRole): readonly ResourceDef[] {
  if (!isEntity(entry)) return [entry];
  const variant = entry.variants[role];
  if (!variant) throw new Error(`${entry.entity} has no variant for ${role}`);
  return Array.isArray(variant) ? variant : [variant as ResourceDef];
}

/**
 * The entity with `screen` of another entity mounted at `<slug>/:id/<path>` of its `role` variant
 * (the first resource), under the nested resource name `<slug>/<path>` whose access rights are the
 * parent's. Used by an area, which may import both folders.
 */
export function nest(entity: EntityResource, role: AreaRole, path: string, screen: NestedScreen): EntityResource {
  const [parent, ...rest] = resourcesOf(entity, role);
  const { component, data } = screen(`${parent.slug}/${path}`);
  const withScreen: ResourceDef = {
    ...parent,
    data: { ...parent.data, ...data },
    routes: [...(parent.routes ?? []), { path: `:id/${path}`, component, resource: `${parent.slug}/${path}` }],
  };
  return { ...entity, variants: { ...entity.variants, [role]: [withScreen, ...rest] } };
}

/**
 * The area's component; its menu, its screens' path patterns, its resources' screens with the
 * right each is opened with, and its slugs are readable without rendering it
 * (tests/unit/layout/menuOrder.test.ts, tests/unit/layout/unbuiltRoutes.test.ts, the phone crawl
 * of tests/e2e/phone.spec.ts).
 */
export type AreaComponent = ComponentType<AreaProps> & {
  menu: readonly MenuEntry[];
  screens: readonly string[];
  /** The resources' screens (not customRoutes) and their rights. */
  gatedScreens: readonly GatedScreen[];
  slugs: readonly string[];
};

function SubRouteScreen({ route, slug }: { route: SubRoute; slug: string }) {
  const Screen = route.component;
  const screen = route.resource ? (
    <ResourceContextProvider value={route.resource}>
      <Screen />
    </ResourceContextProvider>
  ) : (
    <Screen />
  );
  return (
    <AccessGate action={route.action ?? 'list'} resource={slug}>
      {screen}
    </AccessGate>
  );
}

// The <Route> react-admin's <Resource> accepts as a child: its router adapter's own (the same
// react-router module in the build, and in tests where react-admin loads react-router-dom).
const { Route } = reactRouterProvider;

/**
 * The react-admin <Resource> of a definition, its own routes inside (each behind its access check);
 * its create, edit and show views behind theirs, decided before they render (AccessGate.tsx);
 * extra path segments after a view's route are a 404, not the view (exactScreen.tsx).
 */
export function resourceElement(r: ResourceDef) {
  return (
    <Resource
      key={r.slug}
      name={r.slug}
      list={exactScreen(r.list)}
      show={gatedScreen(exactScreen(r.show), 'show')}
      create={gatedScreen(exactScreen(r.create), 'create')}
      edit={gatedScreen(exactScreen(r.edit), 'edit')}
      icon={r.icon}
      recordRepresentation={r.recordRepresentation}
      options={{ label: r.labelKey }}
    >
      {r.routes?.map((route) => <Route key={route.path} path={route.path} element={<SubRouteScreen route={route} slug={r.slug} />} />)}
    </Resource>
  );
}

export function makeArea(def: AreaDefinition): AreaComponent {
  const resources = ordered(def.resources.flatMap((entry) => resourcesOf(entry, def.role)), def.moves);
  const store = localStorageStore(undefined, `.${def.storeKey}`);
  const sources = Object.assign({}, ...resources.map((r) => r.data ?? {}));
  const dataProvider = makeDataProvider(sources);
  // What a live event invalidates of react-admin's queries (src/realtime/LiveData.tsx).
  const slugReads = slugReadsOf(sources);
  const menu: MenuEntry[] = resources
    .filter((r) => r.menu ?? !!r.list)
    .map((r) => ({ to: r.slug, labelKey: r.labelKey, icon: r.icon, badge: r.badge, useBadge: r.useBadge }));
  const gatedScreens = gatedScreensOf(resources);
  const screens = [...gatedScreens.map((s) => s.path), ...(def.customRoutes?.paths ?? [])];

  function Area({ basename, locale }: AreaProps) {
    const primary = usePrimaryColor();
    const theme = useMemo(() => makeTheme(primary), [primary]);
    const info = useMemo<AreaInfo>(() => ({ role: def.role, basename, locale, menu, screens, slugReads }), [basename, locale]);
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
          {resources.map(resourceElement)}
          {def.customRoutes && <CustomRoutes>{def.customRoutes.routes}</CustomRoutes>}
        </Admin>
      </AreaContext.Provider>
    );
  }
  Area.displayName = `Area(${def.role})`;
  return Object.assign(Area, { menu, screens, gatedScreens, slugs: resources.map((r) => r.slug) });
}
