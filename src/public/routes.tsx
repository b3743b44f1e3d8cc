// The public pages as react-router route objects, paths without the /id prefix: the shell mounts
// them both at "/" and under "/id". Each page reads its locale from the URL.
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadWhenOnline } from '../components/chunkReload.ts';
import { AdminLoginPage, LoginPage } from './LoginPage.tsx';

// Only the sign-in pages are in the first bundle; the others load when visited.
const later = (load: () => Promise<ComponentType>) => {
  const Page = lazy(loadWhenOnline(async () => ({ default: await load() })));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
};
const messages = () => import('./MessagePage.tsx');
const CreateNewPasswordPage = () => later(async () => (await import('./CreateNewPasswordPage.tsx')).CreateNewPasswordPage);
const ForgotPasswordPage = () => later(async () => (await import('./ForgotPasswordPage.tsx')).ForgotPasswordPage);
const RegisterVendorPage = () => later(async () => (await import('./RegisterVendorPage.tsx')).RegisterVendorPage);
const RegisterShipmentCompanyPage = () => later(async () => (await import('./RegisterShipmentCompanyPage.tsx')).RegisterShipmentCompanyPage);
const InspirePage = () => later(async () => (await import('./InspirePage.tsx')).InspirePage);
const LinkExpiredPage = () => later(async () => (await messages()).LinkExpiredPage);
const PasswordChangedPage = () => later(async () => (await messages()).PasswordChangedPage);
const CheckEmailPage = () => later(async () => (await messages()).CheckEmailPage);

export const publicRoutes: { path: string; element: RouteObject['element'] }[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login-admin', element: <AdminLoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/forgot-password/link-expired', element: <LinkExpiredPage /> },
  { path: '/forgot-password/success-change-password', element: <PasswordChangedPage /> },
  { path: '/create-new-password', element: <CreateNewPasswordPage /> },
  { path: '/login/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/login/forgot-password/check-email', element: <CheckEmailPage /> },
  { path: '/inspire', element: <InspirePage /> },
  { path: '/register-vendor', element: <RegisterVendorPage /> },
  { path: '/register-shipment-company', element: <RegisterShipmentCompanyPage /> },
];

/** The same pages under both locales: "/login" and "/id/login". */
export const localizedPublicRoutes = publicRoutes.flatMap((route) => [
  route,
  { ...route, path: `/id${route.path}` },
]);

export default publicRoutes;
