// react-admin's <Admin> (AdminContext + AdminUI), taking the same props, without the defaults an
// area replaces: <Admin> names react-admin's layout, login page (a react-hook-form form), 404,
// notification, store and English messages as default values, so they were bundled into every
// area's first load although makeArea gives its own. The rest default to react-admin's, as before.
import CssBaseline from '@mui/material/CssBaseline';
import { createElement } from 'react';
import { AdminContext, AuthCallback, AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage, type AdminProps } from 'react-admin';

type Given = 'layout' | 'store' | 'i18nProvider' | 'notification' | 'accessDenied' | 'catchAll';
type LeanAdminProps = Omit<AdminProps, Given | 'loginPage'> & Required<Pick<AdminProps, Given>> & { loginPage: false };

export function LeanAdmin({
  authCallbackPage = AuthCallback,
  authenticationError = AuthenticationError,
  error = ErrorPage,
  loading = LoadingPage,
  title = 'React Admin',
  notification,
  children,
  ...props
}: LeanAdminProps) {
  const { authProvider, basename, darkTheme, dataProvider, defaultTheme, i18nProvider, lightTheme, queryClient, routerProvider, store, theme, ...ui } = props;
  return (
    <AdminContext {...{ authProvider, basename, darkTheme, dataProvider, defaultTheme, i18nProvider, lightTheme, queryClient, routerProvider, store, theme }}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI {...ui} {...{ authCallbackPage, authenticationError, error, loading, title }}>
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
