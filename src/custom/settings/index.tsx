// The admin's "Setting" menu entry: /admin/setting (sign-in switch) and /admin/setting/manage-user
// (the users list, a variant of the users resource the area passes in: custom code does not
// import resources).
import type { ComponentType } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { MANAGE_USER_PATH, SETTING_SLUG } from './paths.ts';
import { SettingPage } from './SettingPage.tsx';

export function settingEntry(manageUsers: ComponentType): ResourceDef {
  return { slug: SETTING_SLUG, labelKey: 'admin.menu.setting', icon: SettingsIcon, list: SettingPage, routes: [{ path: MANAGE_USER_PATH, component: manageUsers }] };
}
