// What the layout needs to know about the area it renders: where it lives, its menu and the screens
// it has (so nothing links to a screen that does not exist).
import { createContext, useContext, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { AreaRole } from '../areas/types.ts';

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
}

/** What screensOf reads of a resource: react-admin's views and the resource's own routes. */
interface ScreenSource {
  slug: string;
  list?: unknown;
  create?: unknown;
  edit?: unknown;
  show?: unknown;
  routes?: readonly { path: string }[];
}

/** The screens react-admin mounts for these resources (list, create, edit, show and own routes). */
export function screensOf(resources: readonly ScreenSource[]): string[] {
  return resources.flatMap((r) => [
    ...(r.list ? [r.slug] : []),
    ...(r.create ? [`${r.slug}/create`] : []),
    ...(r.edit ? [`${r.slug}/:id`] : []),
    ...(r.show ? [`${r.slug}/:id/show`] : []),
    ...(r.routes ?? []).map((route) => `${r.slug}/${route.path}`),
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
