// PROFILE area (/profile), for every signed-in web role: read-only profile views for now.
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { AccountSetting, FormProfile } from '../custom/profile/ProfileView.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'PROFILE',
  storeKey: 'profile',
  resources: [
    { slug: 'form-profile', labelKey: 'shell.menu.formProfile', icon: PersonIcon, list: FormProfile },
    { slug: 'account-setting', labelKey: 'shell.menu.accountSetting', icon: SettingsIcon, list: AccountSetting },
  ],
  dataMap: {},
});
