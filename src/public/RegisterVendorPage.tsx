// /register-vendor: a vendor registers itself (no invitation needed); phone country code 62.
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { registration } from '../../contract/registration.ts';
import { RULES } from '../../contract/checks.ts';
import { request } from '../api/http.ts';
import { localizedPath } from '../i18n/locale.ts';
import { useLocale, useT } from '../i18n/useT.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { RegisterForm, type RegisterField } from './RegisterForm.tsx';

export const VENDOR_FIELDS: readonly RegisterField[] = [
  { name: 'vendor_name', labelKey: 'auth.register.vendorName', required: true, autoComplete: 'organization' },
  { name: 'vendor_address', labelKey: 'auth.register.address', kind: 'multiline', autoComplete: 'street-address' },
  { name: 'name', labelKey: 'auth.register.name', required: true, autoComplete: 'name' },
  { name: 'email', labelKey: 'auth.fields.email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'user_phone_number', labelKey: 'auth.register.phone', kind: 'phone', required: true, autoComplete: 'tel-national' },
  { name: 'password', labelKey: 'auth.fields.password', kind: 'password', required: true, autoComplete: 'new-password' },
  { name: 'password_confirmation', labelKey: 'auth.register.confirmPassword', kind: 'password', required: true, confirms: 'password', autoComplete: 'new-password' },
];

export function BackToSignIn() {
  const t = useT();
  const locale = useLocale();
  return (
    <Typography sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to={localizedPath(locale, '/login')}>
        {t('auth.register.haveAccount')}
      </Link>
    </Typography>
  );
}

export function RegisterVendorPage() {
  const t = useT();
  return (
    <PublicLayout title={t('auth.register.vendorTitle')} intro={t('auth.register.vendorIntro')}>
      <RegisterForm
        fields={VENDOR_FIELDS}
        initial={{}}
        fixed={{ user_phone_country_code: RULES.defaultPhoneCountryCode }}
        submit={(body) => request(registration.vendor, { body: body as never })}
      />
      <BackToSignIn />
    </PublicLayout>
  );
}
