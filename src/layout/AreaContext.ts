// What the layout needs to know about the area it renders: where it lives and its menu.
import { createContext, useContext, type ComponentType } from 'react';
import type { AreaRole } from '../areas.ts';

export interface MenuEntry {
  /** Path inside the area, e.g. 'dashboard' or 'order-shipment/create-shipment'. */
  to: string;
  /** i18n key of the label. */
  labelKey: string;
  icon: ComponentType;
  /** Shows a dot when the realtime counter says there is something new (later). */
  badge?: boolean;
}

export interface AreaInfo {
  role: AreaRole;
  basename: string;
  locale: 'en' | 'id';
  menu: readonly MenuEntry[];
}

export const AreaContext = createContext<AreaInfo | null>(null);

export function useArea(): AreaInfo {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea() outside an area');
  return area;
}
