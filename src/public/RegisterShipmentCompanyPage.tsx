// /register-shipment-company?domain=<LSP domain>&token=<register-link token>: a shipping company
// registers with its provider's link; without the token the page says to ask for the link.
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { registration } from '../../contract/registration.ts';
import { RULES } from '../../contract/checks.ts';
import { request } from '../api/http.ts';
import { useT } from '../i18n/useT.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { RegisterForm, type RegisterField } from './RegisterForm.tsx';
import { BackToSignIn } from './RegisterVendorPage.tsx';

const fieldsFor = (domainFromLink: boolean): readonly RegisterField[] => [
  { name: 'shipment_company_name', labelKey: 'auth.register.companyName', required: true, autoComplete: 'organization' },
  { name: 'logistics_service_provider_domain', labelKey: 'auth.register.lspDomain', required: true, readOnly: domainFromLink },
  { name: 'name', labelKey: 'auth.register.name', required: true, autoComplete: 'name' },
  { name: 'email', labelKey: 'auth.fields.email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone_number', labelKey: 'auth.register.phone', kind: 'phone', required: true, autoComplete: 'tel-national' },
  { name: 'password', labelKey: 'auth.fields.password', kind: 'password', required: true, autoComplete: 'new-password' },
  { name: 'password_confirmation', labelKey: 'auth.register.confirmPassword', kind: 'password', required: true, confirms: 'password', autoComplete: 'new-password' },
];

export function RegisterShipmentCompanyPage() {
  const t = useT();
  const [params] = useSearchParams();
  const domain = params.get('domain') ?? '';
  const token = params.get('token') ?? '';
  return (
    <PublicLayout title={t('auth.register.companyTitle')} intro={t('auth.register.companyIntro')}>
      {!token && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('auth.register.needLink')}
        </Alert>
      )}
      <RegisterForm
        fields={fieldsFor(Boolean(domain))}
        initial={{ logistics_service_provider_domain: domain }}
        fixed={{ phone_country_code: RULES.defaultPhoneCountryCode, token }}
        submit={(body) => request(registration.shipmentCompany, { body: body as never })}
      />
      <BackToSignIn />
    </PublicLayout>
  );
}
