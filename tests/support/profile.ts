// A signed-in user as GET /v1/auth/profile answers it, for client and unit tests.
import type { Profile } from '../../contract/auth.ts';

export function profile(patch: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    name: 'Demo User',
    email: 'demo@lsi.test',
    role: 'ADMIN',
    phone_country_code: null,
    phone_number: null,
    avatar_url: null,
    is_main_admin: false,
    permission: 'FULL_ACCESS',
    is_password_never_updated: false,
    is_last_login_stale: false,
    is_password_update_stale: false,
    last_login_at: null,
    logistics_service_provider: null,
    shipment_company: null,
    vendor: null,
    ...patch,
  };
}
