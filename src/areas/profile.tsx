// PROFILE area (/profile), for every signed-in web role: the account setting and the organisation profile.
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { AccountSetting } from '../custom/account/AccountSetting.tsx';
import { FormProfile } from '../custom/account/FormProfile.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'PROFILE',
  storeKey: 'profile',
  resources: [
    { slug: 'form-profile', labelKey: 'shell.menu.formProfile', icon: PersonIcon, list: FormProfile },
    { slug: 'account-setting', labelKey: 'shell.menu.accountSetting', icon: SettingsIcon, list: AccountSetting },
  ],
});
