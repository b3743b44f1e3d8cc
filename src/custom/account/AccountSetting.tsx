// /profile/account-setting: the signed-in user's name, phone, photo and password (with the old
// password), and a code for a new e-mail address (POST /v1/verify/request). Sends only what
// spec 2 §5 allows (accountBody.ts); saving answers the updated profile, which the header shows.
// The stored photo can be removed (asked first) through DELETE /v1/users/{own id}/avatar.
import { useState } from 'react';
import { Alert, Box, Button as MuiButton, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { CancelButton } from '../../components/crud/CancelButton.tsx';
import { ImageField, PasswordInput, SaveButton, SimpleForm, TextInput, Toolbar, useNotify, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { Profile } from '../../../contract/auth.ts';
import { request } from '../../api/http.ts';
import { session } from '../../api/session.ts';
import { callKey, useCallWrite } from '../../api/useCall.ts';
import { CheckedImageInput } from '../../components/crud/CheckedImageInput.tsx';
import { RemoveImageButton } from '../../components/crud/RemoveImageButton.tsx';
import { useProfile } from '../../layout/useProfile.ts';
import { accountBody, validateAccount, type AccountValues } from './accountBody.ts';
import { CurrentFile, IMAGE_ACCEPT, onlyNewFile, Section } from './formParts.tsx';
import { useSave } from './submit.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

const T = 'account.accountSetting';
const PROFILE_KEY = callKey(contract.auth.profile);

function RequestOtpButton() {
  const email = useWatch({ name: 'new_email' }) as string | undefined;
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const answer = await request(contract.users.verifyRequest, { body: { email: (email ?? '').trim() } as never });
      notify(answer.message, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // MUI's button: react-admin's drops its label on a phone (and a disabled one is then left empty).
  return (
    <MuiButton variant="outlined" size="small" onClick={send} disabled={busy || !email?.trim()} sx={{ alignSelf: 'flex-start', mb: 2 }}>
      {translate(`${T}.requestOtp`)}
    </MuiButton>
  );
}

/** The profile's photo removed; the cached and stored profile follow so the header does too. */
function RemoveAvatar({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const remove = useCallWrite(contract.users.removeAvatar, {
    input: (_: void) => ({ params: { id: profile.id } }),
    refresh: false,
    onSuccess: (answer) => {
      const updated = { ...profile, avatar_url: answer.data.avatar_url };
      session.saveUser(updated);
      queryClient.setQueryData<Profile>(PROFILE_KEY, updated);
    },
  });
  return <RemoveImageButton labelKey="shell.crud.removeAvatar" confirmTitle={`${T}.removeAvatarTitle`} pending={remove.isPending} onConfirm={() => remove.mutate()} />;
}

function AccountToolbar() {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label={`${T}.save`} />
      <CancelButton />
    </Toolbar>
  );
}

export function AccountSetting() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data: profile, isError } = useProfile();
  const [generation, setGeneration] = useState(0);
  const save = useSave<AccountValues>(
    async (values) => {
      const answer = await request(contract.auth.updateProfile, { body: accountBody(values, profile!.email) as never });
      session.saveUser(answer.data);
      queryClient.setQueryData<Profile>(PROFILE_KEY, answer.data);
      return answer;
    },
    () => setGeneration((g) => g + 1), // a fresh form: password fields and the chosen file cleared
  );

  const title = translate(`${T}.title`);
  if (!profile) {
    return isError ? <Alert severity="error">{translate(`${T}.loadFailed`)}</Alert> : <CircularProgress aria-label={translate('ra.page.loading')} />;
  }
  const record = { id: profile.id, name: profile.name, email: profile.email, phone_country_code: profile.phone_country_code ?? '62', phone_number: profile.phone_number ?? '' };
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeading title={title} />
      <SimpleForm key={generation} record={record} onSubmit={save as never} validate={validateAccount as never} toolbar={<AccountToolbar />}>
        <Section title={`${T}.profileSection`}>
          <TextInput source="name" label={`${T}.fields.name`} isRequired autoComplete="name" />
          <TextInput source="email" label={`${T}.fields.email`} readOnly autoComplete="username" />
          <TextInput source="phone_country_code" label={`${T}.fields.phone_country_code`} />
          <TextInput source="phone_number" label={`${T}.fields.phone_number`} autoComplete="tel-national" />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <CurrentFile url={profile.avatar_url} labelKey={`${T}.fields.currentAvatar`}>
              <RemoveAvatar profile={profile} />
            </CurrentFile>
            <CheckedImageInput source="avatar" label={`${T}.fields.avatar`} format={onlyNewFile} accept={IMAGE_ACCEPT} inputProps={{ 'aria-label': translate(`${T}.fields.avatar`) }}>
              <ImageField source="src" title="title" />
            </CheckedImageInput>
          </Box>
        </Section>
        <Section title={`${T}.passwordSection`} hint={`${T}.passwordHint`}>
          <PasswordInput source="password_old" label={`${T}.fields.password_old`} autoComplete="current-password" />
          <PasswordInput source="password" label={`${T}.fields.password`} autoComplete="new-password" />
          <PasswordInput source="password_confirm" label={`${T}.fields.password_confirm`} autoComplete="new-password" />
        </Section>
        <Section title={`${T}.emailSection`} hint={`${T}.emailHint`}>
          <TextInput source="new_email" label={`${T}.fields.new_email`} type="email" autoComplete="email" />
          <RequestOtpButton />
          <TextInput source="otp" label={`${T}.fields.otp`} autoComplete="one-time-code" />
        </Section>
      </SimpleForm>
    </Box>
  );
}
