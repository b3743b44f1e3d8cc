// The own-account screens as entries of every role's area (spec 1 §2 lists them under /profile,
// which now redirects here): the account setting and the organisation's profile stay inside the
// user's own area and menu instead of a separate "Profile" area without the role's menu.
import BusinessIcon from '@mui/icons-material/Business';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

// Forms of their own (react-admin's inputs, the image upload): fetched when first opened, so no
// role's first view carries them.
const AccountSetting = lazyScreen(async () => ({ default: (await import('./AccountSetting.tsx')).AccountSetting }));
const FormProfile = lazyScreen(async () => ({ default: (await import('./FormProfile.tsx')).FormProfile }));

export const ACCOUNT_SETTING_SLUG = 'account-setting';
export const FORM_PROFILE_SLUG = 'form-profile';

export const accountSettingEntry: ResourceDef = { slug: ACCOUNT_SETTING_SLUG, labelKey: 'shell.menu.accountSetting', icon: ManageAccountsIcon, list: AccountSetting };

/** A vendor's or a shipping company's own organisation; an admin has none (menu: false). */
export const formProfileEntry = (options: { menu?: boolean } = {}): ResourceDef => ({
  slug: FORM_PROFILE_SLUG,
  labelKey: 'account.menu.formProfile',
  icon: BusinessIcon,
  list: FormProfile,
  ...options,
});
