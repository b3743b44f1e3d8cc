// /forgot-password and /login/forgot-password: ask for a reset link, then the check-your-mail notice.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { check } from '../../contract/checks.ts';
import { publicApi } from './api.ts';
import { localizedPath } from '../i18n/locale.ts';
import { useLocale, useT } from '../i18n/useT.ts';
import { FailureAlert, bindField, failureText } from './fields.tsx';
import { PublicLayout } from './PublicLayout.tsx';

export const CHECK_EMAIL_PATH = '/login/forgot-password/check-email';

export function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check.required(email) ?? check.email(email);
    setError(found);
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      await (await publicApi()).requestPasswordReset(email.trim(), locale);
      navigate(localizedPath(locale, CHECK_EMAIL_PATH));
    } catch (e) {
      setFailure(failureText(t, e));
      setBusy(false);
    }
  };

  return (
    <PublicLayout title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <FailureAlert text={failure} />
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          fullWidth
          {...bindField(t, email, setEmail, error)}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {t('auth.forgot.submit')}
        </Button>
        <Link component={RouterLink} to={localizedPath(locale, '/login')} sx={{ alignSelf: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </PublicLayout>
  );
}
