// Who may do what, by role (spec 1 §2, §6). Pure and synchronous: react-admin asks before every
// page and menu item. Resource names are the URL slugs of each area; a nested slug
// ("order-shipment/history-order", "setting/manage-user") inherits the rights of its parent.
// A READ_ONLY user keeps only the reading rights of its role, and its own account (the server
// refuses its other writes with 403 all the same).
import type { Profile } from '../../contract/auth.ts';
import type { PermissionLevel, Role } from '../../contract/lib.ts';

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

export interface AccessOptions {
  /** The single main admin account also manages shipping companies. */
  isMainAdmin?: boolean;
  /** Absent (a profile cached before levels existed): FULL_ACCESS, as on the server. */
  permission?: PermissionLevel;
}

/** The options of the signed-in user, as every caller of canAccess passes them. */
export function accessOptionsOf(user: Pick<Profile, 'is_main_admin' | 'permission'> | null | undefined): AccessOptions {
  return { isMainAdmin: user?.is_main_admin, permission: user?.permission };
}

const ALL: readonly Action[] = ACTIONS;
const READ: readonly Action[] = ['list', 'show'];
const READ_EXPORT: readonly Action[] = ['list', 'show', 'export'];
const READ_EDIT: readonly Action[] = ['list', 'show', 'edit'];
const NO_DELETE: readonly Action[] = ['list', 'show', 'create', 'edit', 'export'];
/** What a READ_ONLY user keeps of its role's rights. */
const READ_ONLY_ACTIONS: ReadonlySet<string> = new Set<Action>(['list', 'show', 'export']);
/** The own account: a READ_ONLY user still edits it (the organisation profile is not its own). */
const OWN_ACCOUNT = new Set(['account-setting']);

/** The own-account pages in every role's area (/profile/* redirects to them). */
const PROFILE: Record<string, readonly Action[]> = {
  'account-setting': READ_EDIT,
  'form-profile': READ_EDIT,
};

const MATRIX: Record<Role, Record<string, readonly Action[]>> = {
  ADMIN: {
    dashboard: READ,
    'logistic-service-provider-management': ALL,
    'shipping-company-management': ALL, // main admin only, see canAccess
    'vendor-management': ALL,
    // Its export is answered at once: an administrator has no LSP's export files to keep it in (docs/exports.md).
    'vendor-report': READ_EXPORT,
    setting: ALL,
    'user-activity-log': READ_EXPORT,
    'wb-activity-log': READ_EXPORT,
    'activity-mirroring-log': READ_EXPORT,
    ...PROFILE,
  },
  LOGISTIC_SERVICE_PROVIDER: {
    dashboard: READ_EXPORT,
    'performance-vendor': READ_EXPORT,
    'vendor-report': READ_EXPORT,
    customer: ALL,
    'export-files': ['list', 'show', 'delete'],
    'list-driver': READ_EXPORT,
    'list-vehicle': READ_EXPORT,
    'list-vendor': NO_DELETE,
    'request-vendors': READ_EDIT,
    users: ALL,
    'order-shipment': ALL,
    geofences: ALL,
    ...PROFILE,
  },
  SHIPMENT_COMPANY: {
    dashboard: READ,
    product: ALL,
    location: ALL,
    users: ALL,
    'order-shipment': NO_DELETE,
    ...PROFILE,
  },
  VENDOR: {
    dashboard: READ,
    drivers: ALL,
    vehicles: ALL,
    users: ALL,
    'logistic-service-provider': NO_DELETE,
    'order-shipment': NO_DELETE,
    ...PROFILE,
  },
  DRIVER: {},
};

const MAIN_ADMIN_ONLY = new Set(['shipping-company-management']);

/** The rights on a resource, looking up "a/b/c", then "a/b", then "a". */
function rightsOf(role: Role, resource: string): readonly Action[] {
  const table = MATRIX[role] ?? {};
  const parts = resource.replace(/^\/+|\/+$/g, '').split('/');
  for (let n = parts.length; n > 0; n--) {
    const rights = table[parts.slice(0, n).join('/')];
    if (rights) return rights;
  }
  return [];
}

function rootOf(resource: string): string {
  return resource.replace(/^\/+/, '').split('/')[0] ?? '';
}

export function canAccess(role: Role | null | undefined, action: string, resource: string, options: AccessOptions = {}): boolean {
  if (!role) return false;
  if (role === 'ADMIN' && MAIN_ADMIN_ONLY.has(rootOf(resource)) && !options.isMainAdmin) return false;
  if (!(rightsOf(role, resource) as readonly string[]).includes(action)) return false;
  return options.permission !== 'READ_ONLY' || role === 'ADMIN' || READ_ONLY_ACTIONS.has(action) || OWN_ACCOUNT.has(rootOf(resource));
}

export const AREA_PREFIX = {
  ADMIN: '/admin',
  LOGISTIC_SERVICE_PROVIDER: '/logistic-service-provider',
  SHIPMENT_COMPANY: '/shipping-company',
  VENDOR: '/vendor',
} as const;
export const PROFILE_PREFIX = '/profile';

export type AreaPrefix = (typeof AREA_PREFIX)[keyof typeof AREA_PREFIX];

/** The path prefix of a role's own area; null for DRIVER (no web area). */
export function areaOfRole(role: Role): AreaPrefix | null {
  return role === 'DRIVER' ? null : AREA_PREFIX[role];
}
