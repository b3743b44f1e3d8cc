// /profile/* (spec 1 §2: /profile/account-setting is the avatar's target, /profile/form-profile the
// fallback landing): the same page inside the signed-in user's own area, with the role's menu.
import { Navigate, useLocation } from 'react-router';
import { session } from '../api/session.ts';
import type { AreaProps } from './types.ts';
import { AREA_PREFIX } from '../authProvider/access.ts';
import { FORM_PROFILE_SLUG } from '../custom/account/entries.tsx';
import { localizedPath, stripLocale } from '../i18n/locale.ts';

/** '/profile/account-setting' -> 'account-setting'; the bare /profile is the organisation's profile. */
export function ownAreaPath(role: string | undefined, profilePath: string): string {
  const page = profilePath.replace(/^\/profile\/?/, '') || FORM_PROFILE_SLUG;
  const prefix = role && role in AREA_PREFIX ? AREA_PREFIX[role as keyof typeof AREA_PREFIX] : null;
  return prefix ? `${prefix}/${page}` : '/';
}

export default function ProfileRedirect({ locale }: AreaProps) {
  const { pathname, search } = useLocation();
  return <Navigate to={`${localizedPath(locale, ownAreaPath(session.user()?.role, stripLocale(pathname)))}${search}`} replace />;
}
