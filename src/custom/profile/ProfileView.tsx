// /profile/form-profile and /profile/account-setting: a read-only view of the signed-in user
// (GET /v1/auth/profile). Editing comes with the profile form; nothing here pretends to save.
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format.ts';
import { Busy } from '../../components/Busy.tsx';
import { organisationOf, useProfile } from '../../layout/useProfile.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

function Row({ labelKey, value }: { labelKey: string; value: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary">
        {translate(labelKey)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value || '-'}
      </Typography>
    </Box>
  );
}

function ProfileView({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  const { data: profile, isError, isPending } = useProfile();
  const org = organisationOf(profile);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeading title={translate(titleKey)} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('shell.profile.readOnly')}
      </Alert>
      {isPending && <Busy />}
      {isError && !profile && <Alert severity="error">{translate('shell.profile.loadFailed')}</Alert>}
      {profile && (
        <Card variant="outlined">
          <CardContent component="dl" sx={{ m: 0 }}>
            <Row labelKey="shell.profile.fields.name" value={profile.name} />
            <Row labelKey="shell.profile.fields.email" value={profile.email} />
            <Row labelKey="shell.profile.fields.role" value={translate(`shell.roles.${profile.role}`)} />
            <Row labelKey="shell.profile.fields.phone" value={[profile.phone_country_code, profile.phone_number].filter(Boolean).join(' ')} />
            <Row labelKey="shell.profile.fields.last_login_at" value={profile.last_login_at ? formatDateTime(profile.last_login_at) : null} />
            {org && <Row labelKey="shell.profile.organisation" value={org.name} />}
            {org && <Row labelKey="shell.profile.fields.address" value={org.address} />}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

export const FormProfile = () => <ProfileView titleKey="shell.profile.title" />;
export const AccountSetting = () => <ProfileView titleKey="shell.profile.accountTitle" />;
