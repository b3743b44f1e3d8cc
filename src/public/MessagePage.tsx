// Public pages that only tell something and lead back: check your mail, link expired, password changed.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localizedPath } from '../i18n/locale.ts';
import { useLocale, useT } from '../i18n/useT.ts';
import { PublicLayout } from './PublicLayout.tsx';

interface MessagePageProps {
  /** Catalog group holding `title` and `message`, e.g. "auth.linkExpired". */
  group: string;
  /** An extra link before "Back to sign in". */
  extra?: { label: string; to: string };
}

export function MessagePage({ group, extra }: MessagePageProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <PublicLayout title={t(`${group}.title`)}>
      <Typography sx={{ mb: 3 }}>{t(`${group}.message`)}</Typography>
      <Stack sx={{ gap: 1 }}>
        {extra && (
          <Button component={RouterLink} to={localizedPath(locale, extra.to)} variant="contained">
            {t(extra.label)}
          </Button>
        )}
        <Button component={RouterLink} to={localizedPath(locale, '/login')} variant={extra ? 'text' : 'contained'}>
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}

export const CheckEmailPage = () => <MessagePage group="auth.checkEmail" />;
export const LinkExpiredPage = () => (
  <MessagePage group="auth.linkExpired" extra={{ label: 'auth.linkExpired.requestNew', to: '/forgot-password' }} />
);
export const PasswordChangedPage = () => <MessagePage group="auth.passwordChanged" />;
