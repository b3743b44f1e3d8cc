// The table of role areas, data only: role, URL prefix and a loader. Resources, menus and layout
// live inside the lazy modules so the entry (login page) never bundles react-admin.
import type { ComponentType } from 'react';
import type { AreaProps, AreaRole } from './areas/types.ts';

export interface AreaEntry {
  role: AreaRole;
  prefix: string;
  load: () => Promise<{ default: ComponentType<AreaProps> }>;
}

export const AREAS: readonly AreaEntry[] = [
  { role: 'ADMIN', prefix: '/admin', load: () => import('./areas/admin.tsx') },
  { role: 'LOGISTIC_SERVICE_PROVIDER', prefix: '/logistic-service-provider', load: () => import('./areas/lsp.tsx') },
  { role: 'SHIPMENT_COMPANY', prefix: '/shipping-company', load: () => import('./areas/shipping-company.tsx') },
  { role: 'VENDOR', prefix: '/vendor', load: () => import('./areas/vendor.tsx') },
  { role: 'PROFILE', prefix: '/profile', load: () => import('./areas/profile.tsx') },
];

/** May a signed-in user of `role` enter `area`? PROFILE is open to every web role. */
export function mayEnterArea(area: AreaRole, role: string | undefined): boolean {
  if (!role || role === 'DRIVER') return false;
  return area === 'PROFILE' || area === role;
}
