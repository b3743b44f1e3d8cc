// What the layout needs to know about the area it renders: where it lives, its menu and the screens
// it has (so nothing links to a screen that does not exist).
import { createContext, useContext, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { AreaRole } from '../areas/types.ts';
import type { Action } from '../authProvider/access.ts';

export interface MenuEntry {
  /** Path inside the area, e.g. 'dashboard' or 'order-shipment/create-shipment'. */
  to: string;
  /** i18n key of the label. */
  labelKey: string;
  icon: ComponentType;
  /** Shows a dot when the realtime counter says there is something new (later). */
  badge?: boolean;
  /** The hook feeding the dot (the flow's own "new items" query); without it the dot stays hidden. */
  useBadge?: () => boolean;
}

export interface AreaInfo {
  role: AreaRole;
  basename: string;
  locale: 'en' | 'id';
  menu: readonly MenuEntry[];
  /** Route patterns of the area's screens, inside the area: 'users', 'users/create', 'users/:id'… */
  screens: readonly string[];
  /** The calls behind each resource's lists and records (src/realtime/invalidate.ts slugReadsOf). */
  slugReads?: Readonly<Record<string, readonly string[]>>;
}

/** What gatedScreensOf reads of a resource: react-admin's views and the resource's own routes. */
interface ScreenSource {
  slug: string;
  list?: unknown;
  create?: unknown;
  edit?: unknown;
  show?: unknown;
  routes?: readonly { path: string; action?: Action; flowEnd?: boolean }[];
}

/** A screen of a resource and the right it is opened with (makeArea's gates, AccessGate). */
export interface GatedScreen {
  /** Route pattern inside the area, e.g. 'users/create'. */
  path: string;
  action: Action;
  /** The resource whose right is asked. */
  resource: string;
  /** Some screen links to it (false: only a flow ends there, SubRoute.flowEnd). */
  linked: boolean;
}

/** The screens react-admin mounts for these resources (list, create, edit, show and own routes), with their rights. */
export function gatedScreensOf(resources: readonly ScreenSource[]): GatedScreen[] {
  return resources.flatMap((r) => [
    ...(r.list ? [{ path: r.slug, action: 'list' as const, resource: r.slug, linked: true }] : []),
    ...(r.create ? [{ path: `${r.slug}/create`, action: 'create' as const, resource: r.slug, linked: true }] : []),
    ...(r.edit ? [{ path: `${r.slug}/:id`, action: 'edit' as const, resource: r.slug, linked: true }] : []),
    ...(r.show ? [{ path: `${r.slug}/:id/show`, action: 'show' as const, resource: r.slug, linked: true }] : []),
    ...(r.routes ?? []).map((route) => ({ path: `${r.slug}/${route.path}`, action: route.action ?? 'list', resource: r.slug, linked: !route.flowEnd })),
  ]);
}

/** Does the area have a screen at `path` (inside the area, e.g. 'order-shipment/history-order/detail-history-order/4')? */
export const hasScreen = (area: Pick<AreaInfo, 'screens'>, path: string) =>
  area.screens.some((pattern) => matchPath({ path: `/${pattern}`, end: true }, `/${path.replace(/^\//, '')}`) !== null);

export const AreaContext = createContext<AreaInfo | null>(null);

export function useArea(): AreaInfo {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea() outside an area');
  return area;
}
