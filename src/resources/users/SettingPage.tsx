// /admin/setting: the platform sign-in switch (asked first: turning it on signs every non-admin
// user out and refuses their sign-in while it stays on) and the way to the users list.
import { useState } from 'react';
import { Box, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Confirm, LinkBase, Title, useBasename, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { callKey, useCall, useCallWrite } from '../../api/useCall.ts';
import { KeepLabels } from '../../components/KeepLabels.tsx';
import { MANAGE_USER_PATH, SETTING_SLUG } from './paths.ts';

const T = 'admin.setting';
function useSignInSwitch() {
  const client = useQueryClient();
  const current = useCall(contract.users.getDisableUser);
  const set = useCallWrite(contract.users.setDisableUser, {
    input: (value: boolean) => ({ body: { value } }),
    refresh: false,
    onSuccess: (answer) => client.setQueriesData({ queryKey: callKey(contract.users.getDisableUser) }, answer),
  });
  return { value: current.data?.data.value, loading: current.isPending, set };
}

export function SettingPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { value, loading, set } = useSignInSwitch();
  const [asking, setAsking] = useState<boolean | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, maxWidth: 720 }}>
      <Title title={`${T}.title`} />
      <Card component="section" aria-labelledby="sign-in-switch-title">
        <CardContent>
          <Typography id="sign-in-switch-title" variant="h6" component="h2">
            {translate(`${T}.disableTitle`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.disableText`)}
          </Typography>
          <FormControlLabel
            control={<Switch checked={value ?? false} disabled={loading || set.isPending} onChange={(_, next) => setAsking(next)} />}
            label={translate(`${T}.disableSwitch`)}
          />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="manage-user-title">
        <CardContent>
          <Typography id="manage-user-title" variant="h6" component="h2">
            {translate(`${T}.manageUser`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.manageUserText`)}
          </Typography>
          {/* react-admin's Button drops its words on a phone: this one keeps them (wrapping if need be). */}
          <KeepLabels>
            <Button component={LinkBase} to={`${basename}/${SETTING_SLUG}/${MANAGE_USER_PATH}`} label={`${T}.manageUser`} variant="outlined" sx={{ whiteSpace: 'normal', textAlign: 'start' }}>
              <PeopleIcon />
            </Button>
          </KeepLabels>
        </CardContent>
      </Card>
      <Confirm
        isOpen={asking !== null}
        title={asking ? `${T}.onTitle` : `${T}.offTitle`}
        content={asking ? `${T}.onText` : `${T}.offText`}
        onConfirm={() => {
          if (asking !== null) set.mutate(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
