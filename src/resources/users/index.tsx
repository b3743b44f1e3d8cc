// Users, one entity in every area: an organisation's own users (/<area>/users: list, create, edit,
// delete; the server scopes the rows by the caller's organisation) and the admin's setting
// (/admin/setting: the sign-in switch; /admin/setting/manage-user: every user with role, status,
// permission). The admin area also nests accountsOfCompany under a shipping company
// (shipping-company-management/:id/accounts).
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import type { EntityResource, ResourceDef } from '../../areas/types.ts';
import { crudScreens } from '../../components/crud/index.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { usersResource } from './definition.ts';
import { ManageUsers, manageUserResource } from './manage.tsx';
import { MANAGE_USER_PATH, MANAGE_USER_SLUG, SETTING_SLUG, SLUG } from './paths.ts';

export { SLUG, MANAGE_USER_SLUG, usersResource, manageUserResource };
export { accountsOfCompany } from './accounts.tsx';

/** The admin's setting page is fetched when first opened: the admin's first view (dashboard) does not carry it. */
const SettingPage = lazyScreen(async () => ({ default: (await import('./SettingPage.tsx')).SettingPage }));

const ownUsers: ResourceDef = { slug: SLUG, labelKey: 'account.menu.users', icon: PeopleIcon, ...crudScreens(usersResource, { create: true, edit: true }) };

const users: EntityResource = {
  entity: 'users',
  variants: {
    LOGISTIC_SERVICE_PROVIDER: ownUsers,
    SHIPMENT_COMPANY: ownUsers,
    VENDOR: ownUsers,
    ADMIN: {
      slug: SETTING_SLUG,
      labelKey: 'admin.menu.setting',
      icon: SettingsIcon,
      list: SettingPage,
      data: { [MANAGE_USER_SLUG]: manageUserResource.source },
      routes: [{ path: MANAGE_USER_PATH, component: ManageUsers, resource: MANAGE_USER_SLUG }],
    },
  },
};
export default users;
