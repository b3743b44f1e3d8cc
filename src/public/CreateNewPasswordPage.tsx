// /create-new-password: either the reset link (?token=...&email=...) or the change forced after
// sign-in (signed-in user, no token: the server accepts the literal token "session" with the
// user's bearer token). Spec 1 §4, spec 2 §2 and §8.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { en as serverEn, id as serverId } from '../../contract/messages.ts';
import { check } from '../../contract/checks.ts';
import { session } from '../api/session.ts';
import { publicApi } from './api.ts';
import { landingAfterLogin } from '../authProvider/landing.ts';
import { localizedPath } from '../i18n/locale.ts';
import { useLocale, useT } from '../i18n/useT.ts';
import { FailureAlert, PasswordField, bindField, failureText } from './fields.tsx';
import { PublicLayout } from './PublicLayout.tsx';

export const SESSION_TOKEN = 'session';
export const LINK_EXPIRED_PATH = '/forgot-password/link-expired';
export const PASSWORD_CHANGED_PATH = '/forgot-password/success-change-password';

const TOKEN_GONE = new Set([serverEn.server.tokenDoesntExist, serverId.server.tokenDoesntExist]);

interface Errors {
  password?: string;
  confirmation?: string;
}

function validate(password: string, confirmation: string): Errors {
  return {
    password: check.required(password) ?? check.passwordMin(password),
    confirmation: check.required(confirmation) ?? check.matches(password)(confirmation),
  };
}

export function CreateNewPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const [signedIn] = useState(() => Boolean(session.token()));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const forced = !linkToken && signedIn;
  const title = t('auth.createPassword.title');

  if (!linkToken && !signedIn) {
    return (
      <PublicLayout title={title}>
        <Typography sx={{ mb: 2 }}>{t('auth.createPassword.missingToken')}</Typography>
        <Link component={RouterLink} to={localizedPath(locale, '/forgot-password')}>
          {t('auth.linkExpired.requestNew')}
        </Link>
      </PublicLayout>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(password, confirmation);
    setErrors(found);
    if (found.password || found.confirmation) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = { password, password_confirmation: confirmation, token: linkToken ?? SESSION_TOKEN };
      const api = await publicApi();
      await api.changePassword(body);
      if (forced) {
        const profile = await api.refreshProfile();
        navigate(landingAfterLogin(profile, locale), { replace: true });
      } else {
        navigate(localizedPath(locale, PASSWORD_CHANGED_PATH), { replace: true });
      }
    } catch (error) {
      if (TOKEN_GONE.has((error as Error | null)?.message ?? '')) {
        navigate(localizedPath(locale, LINK_EXPIRED_PATH), { replace: true });
        return;
      }
      setFailure(failureText(t, error));
      setBusy(false);
    }
  };

  return (
    <PublicLayout title={title} intro={t(forced ? 'auth.createPassword.forcedIntro' : 'auth.createPassword.intro')}>
      <FailureAlert text={failure} />
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        {params.get('email') && (
          // Lets password managers pair the new password with the account.
          <TextField
            label={t('auth.fields.email')}
            name="email"
            autoComplete="username"
            value={params.get('email') ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
        )}
        <PasswordField
          t={t}
          label={t('auth.fields.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          fullWidth
          {...bindField(t, password, setPassword, errors.password)}
        />
        <PasswordField
          t={t}
          label={t('auth.fields.confirmPassword')}
          name="password_confirmation"
          autoComplete="new-password"
          required
          fullWidth
          {...bindField(t, confirmation, setConfirmation, errors.confirmation)}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {t('auth.createPassword.submit')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
