// Refused access (a page the role or the account may not open): spec 1 §2 names the home page /
// as the fallback, so the user lands there (and from there on their own landing) with a message
// saying why. The message is carried over, since the area that refused is left.
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { localeFromPath, localizedPath } from '../i18n/locale.ts';
import { carryNotifications } from './carriedNotifications.ts';

export const ACCESS_REFUSED_MESSAGE = 'forms.accessRefused';

export function AccessDenied() {
  const locale = localeFromPath(useLocation().pathname);
  const carried = useRef(false); // once, also under StrictMode's second effect run
  useEffect(() => {
    if (carried.current) return;
    carried.current = true;
    carryNotifications([{ message: ACCESS_REFUSED_MESSAGE, type: 'warning', notificationOptions: {} }]);
  }, []);
  return <Navigate to={localizedPath(locale, '/')} replace />;
}
