// Where a user goes after signing in (spec 1 §4, spec 2 §2), and where the login page sends a
// user who is already signed in. Pure: the profile and the locale in, a path out.
import type { Profile } from '../../contract/auth.ts';
import { mustChangePassword as mustChangePasswordRule } from '../../contract/checks.ts';
import type { Role } from '../../contract/lib.ts';
import { localizedPath } from '../i18n/locale.ts';
import type { Locale } from '../i18n/types.ts';

export const CREATE_NEW_PASSWORD_PATH = '/create-new-password';
export const LOGIN_PATH = '/login';

type LandingProfile = Pick<
  Profile,
  'role' | 'shipment_company' | 'is_password_never_updated' | 'is_last_login_stale' | 'is_password_update_stale'
> &
  Partial<Pick<Profile, 'permission'>>;

/** The landing path without locale, or null when the role may not sign in (DRIVER). */
export function landingPathAfterLogin(profile: LandingProfile): string | null {
  switch (profile.role) {
    case 'ADMIN':
      return '/admin/dashboard';
    case 'SHIPMENT_COMPANY': {
      const company = profile.shipment_company;
      // A READ_ONLY user cannot complete the company profile, so it is not sent there.
      const complete = (company?.logo_url && company.address) || profile.permission === 'READ_ONLY';
      return complete ? '/shipping-company/dashboard' : '/shipping-company/form-profile';
    }
    case 'VENDOR':
      return mustChangePasswordRule(profile) ? CREATE_NEW_PASSWORD_PATH : '/vendor/order-shipment/create-order';
    case 'LOGISTIC_SERVICE_PROVIDER':
      return mustChangePasswordRule(profile) ? CREATE_NEW_PASSWORD_PATH : '/logistic-service-provider/order-shipment/create-shipment';
    default:
      return null;
  }
}

/** The localized landing; a DRIVER stays on the login page. */
export function landingAfterLogin(profile: LandingProfile, locale: Locale): string {
  return localizedPath(locale, landingPathAfterLogin(profile) ?? LOGIN_PATH);
}

/** True when the user must set a new password before using the product (the server's rule too). */
export function mustChangePassword(profile: LandingProfile): boolean {
  return mustChangePasswordRule(profile);
}

const SIGNED_IN_LANDING: Partial<Record<Role, string>> = {
  ADMIN: '/admin/dashboard',
  SHIPMENT_COMPANY: '/shipping-company/form-profile',
  VENDOR: '/vendor/dashboard',
  LOGISTIC_SERVICE_PROVIDER: '/logistic-service-provider/dashboard',
};

/** Where the login page sends a user who is already signed in. */
export function landingForSignedIn(role: Role, locale: Locale): string {
  return localizedPath(locale, SIGNED_IN_LANDING[role] ?? '/profile/form-profile');
}

/**
 * The role's home: where / sends a signed-in user, and so where every refused access ends (spec 1
 * §2: refused access goes to /, with a message saying why). One page per role, whatever the
 * permission level or the page refused: the login page's redirect of a signed-in user (spec 1 §4),
 * not the landing after sign-in (which depends on the profile and the password's age). Signed
 * out (or a DRIVER): the login page.
 */
export function homeOf(user: Pick<Profile, 'role'> | null | undefined, locale: Locale): string {
  return user && user.role !== 'DRIVER' ? landingForSignedIn(user.role, locale) : localizedPath(locale, LOGIN_PATH);
}
