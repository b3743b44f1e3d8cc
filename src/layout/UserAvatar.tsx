// The header avatar: the user's initials, linking to the account settings in the page's language.
import { Avatar, IconButton } from '@mui/material';
import { Link } from 'react-router';
import { localizedPath } from '../i18n/locale.ts';
import { initialsOf } from './useProfile.ts';

export function UserAvatar({ name, locale, label }: { name: string | null | undefined; locale: 'en' | 'id'; label: string }) {
  const initials = initialsOf(name);
  return (
    // The visible initials stay part of the accessible name (WCAG 2.5.3).
    <IconButton component={Link} to={localizedPath(locale, '/profile/account-setting')} aria-label={`${initials} – ${label}`} size="small">
      <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}>{initials}</Avatar>
    </IconButton>
  );
}
