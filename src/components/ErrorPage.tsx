// The error page of spec 1 §2: "404 Not Found" for 404, "An error occurred" otherwise, the
// unknown-route text and a link home, in the URL's language. Works inside and outside react-admin.
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { translateLite } from '../i18n/lite.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { shellText } from './shellText.ts';

export interface ErrorPageProps {
  status?: number;
  /** Defaults to "This page could not be found" for 404, else a line that does not repeat the heading. */
  message?: string;
}

export function ErrorPage({ status = 404, message }: ErrorPageProps) {
  const locale = localeFromPath(useLocation().pathname);
  const t = (key: string) => shellText(locale, key);
  const home = locale === 'id' ? '/id' : '/';
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {status === 404 ? t('error.notFound') : t('error.generic')}
      </Typography>
      <Typography>{message ?? (status === 404 ? t('error.pageNotFound') : translateLite(locale, 'forms.errorPage.text'))}</Typography>
      <Link component={RouterLink} to={home}>
        {t('error.homePage')}
      </Link>
    </Box>
  );
}

export default ErrorPage;
