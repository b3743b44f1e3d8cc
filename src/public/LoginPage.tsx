// /login and /login-admin (spec 1 §2, §4): e-mail and password; the server's refusal is shown as
// it comes (already in the user's language); success goes to the role's landing page.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { check } from '../../contract/checks.ts';
import { session } from '../api/session.ts';
import { landingForSignedIn } from '../authProvider/landing.ts';
import { localizedPath } from '../i18n/locale.ts';
import { useLocale, useT } from '../i18n/useT.ts';
import { FailureAlert, PasswordField, bindField, failureText } from './fields.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { TextBox } from './TextBox.tsx';
import { publicApi } from './api.ts';

interface Errors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): Errors {
  return {
    email: check.required(email) ?? check.email(email),
    password: check.required(password),
  };
}

export function LoginPage({ admin = false }: { admin?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedInRole] = useState(() => session.user()?.role);
  // A page that sends the user here after success (e.g. registration) leaves its notice in the state.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  if (signedInRole) return <Navigate to={landingForSignedIn(signedInRole, locale)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setFailure(null);
    try {
      const { redirectTo } = await (await publicApi()).login({ email: email.trim(), password, admin_only: admin || undefined, locale });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      setFailure(failureText(t, error));
      setBusy(false);
    }
  };

  return (
    <PublicLayout
      title={t(admin ? 'auth.login.adminTitle' : 'auth.login.title')}
      intro={t(admin ? 'auth.login.adminIntro' : 'auth.login.intro')}
    >
      {notice && !failure && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <FailureAlert text={failure} />
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <TextBox
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          fullWidth
          {...bindField(t, email, setEmail, errors.email)}
        />
        <PasswordField
          t={t}
          label={t('auth.fields.password')}
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          {...bindField(t, password, setPassword, errors.password)}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {t('auth.login.submit')}
        </Button>
        <Link component={RouterLink} to={localizedPath(locale, '/forgot-password')} sx={{ alignSelf: 'center' }}>
          {t('auth.login.forgot')}
        </Link>
      </Stack>
    </PublicLayout>
  );
}

export function AdminLoginPage() {
  return <LoginPage admin />;
}
