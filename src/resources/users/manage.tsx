// The admin's variant of the users declaration, shown at /admin/setting/manage-user: every user of
// the platform (GET /v1/users answers all of them to an ADMIN) with role, status, permission and
// the row actions of UserRowActions.tsx.
import { useTranslate, type RaRecord } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { defineResource, ResourceList } from '../../components/crud/index.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { usersResource } from './definition.ts';
import { MANAGE_USER_SLUG } from './paths.ts';
import { PermissionSelect, UserRowActions } from './UserRowActions.tsx';

function RoleName({ role }: { role: string }) {
  const translate = useTranslate();
  return <>{translate(`shell.roles.${role}`, { _: role })}</>;
}

export const manageUserResource = defineResource({
  ...usersResource,
  slug: MANAGE_USER_SLUG,
  // Listing only: users are added and edited by their own organisation.
  calls: { list: contract.users.list },
  columns: [
    { source: 'name' },
    { source: 'email' },
    { source: 'role', render: (r) => <RoleName role={String(r.role)} /> },
    { source: 'is_disabled', render: (r) => <StatusChip status={r.is_disabled ? 'DISABLED' : 'ACTIVE'} prefix="admin.status" /> },
    { source: 'permission_id', render: (r) => <PermissionSelect user={r as RaRecord} /> },
    { source: 'last_login_at', kind: 'date' },
  ],
  rowActions: UserRowActions,
  searchPlaceholderKey: 'admin.manageUser.search',
});

/** The list of /admin/setting/manage-user (the area gives it the resource MANAGE_USER_SLUG). */
export const ManageUsers = () => <ResourceList def={manageUserResource} />;
