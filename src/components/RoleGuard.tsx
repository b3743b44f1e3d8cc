// Outside react-admin: signed out -> the locale's /login; signed in with another role -> home
// with a message saying why (which sends the user to their own landing); a forced password change pending ->
// /create-new-password, so no area (and none of its calls, which the server would refuse with 403)
// loads before the change. Inside react-admin a rejected checkAuth would sign the user out, so the
// checks happen here.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session } from '../api/session.ts';
import { mayEnterArea } from '../areas.ts';
import type { AreaRole } from '../areas/types.ts';
import { CREATE_NEW_PASSWORD_PATH, mustChangePassword } from '../authProvider/landing.ts';
import { localeFromPath, localizedPath } from '../i18n/locale.ts';
import { AccessDenied } from '../layout/AccessDenied.tsx';

export function RoleGuard({ area, children }: { area: AreaRole; children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const user = session.user();
  if (!user) return <Navigate to={localizedPath(locale, '/login')} replace />;
  if (!mayEnterArea(area, user.role)) return <AccessDenied />;
  if (mustChangePassword(user)) return <Navigate to={localizedPath(locale, CREATE_NEW_PASSWORD_PATH)} replace />;
  return <>{children}</>;
}
