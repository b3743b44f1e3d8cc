// /logistic-service-provider/form-profile: the LSP's own organisation (name, address, domain, logo,
// colours, register banner) and its register link. Saving sends multipart with _method=PUT (files
// only when new), then goes to the dashboard (spec 2 §2); the server's field errors land on the fields.
import { Alert, Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { SaveButton, SimpleForm, Title, Toolbar, useBasename, useNavigate, useNotify, useTranslate } from 'react-admin';
import { CancelButton } from '../../components/crud/CancelButton.tsx';
import { contract } from '../../../contract/index.ts';
import { lspUpdateBody } from '../../../contract/lsp.ts';
import { ApiHttpError, request } from '../../api/http.ts';
import { callKey, useCall } from '../../api/useCall.ts';
import { renderInput } from '../../components/crud/inputs.tsx';
import { toSubmitBody, type InputDef } from '../../components/crud/index.ts';
import { dataProviderEvents } from '../../dataProvider/index.ts';
import { useAllowed } from '../../components/useAllowed.ts';
import { DASHBOARD_SLUG } from '../dashboards/entry.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { RegisterLink } from './RegisterLink.tsx';

export { SLUG } from './slug.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'] as const;

const inputs: InputDef[] = [
  { source: 'name', required: true },
  { source: 'domain', required: true },
  { source: 'address', kind: 'textarea' },
  { source: 'primary_color', kind: 'color' },
  { source: 'secondary_color', kind: 'color' },
  { source: 'logo', kind: 'image', urlSource: 'logo_url', accept: IMAGE_TYPES },
  { source: 'register_banner', kind: 'image', urlSource: 'register_banner_url', accept: IMAGE_TYPES },
];

/** A 422's field errors as react-admin's form wants them (one text per field). */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiHttpError) || !error.errors) return undefined;
  return Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, [list].flat().join(' ')]));
}

export function LspProfile() {
  const translate = useTranslate();
  // READ_ONLY users see the profile without a Save button (the server refuses the write anyway).
  const mayEdit = useAllowed('edit');
  const basename = useBasename();
  const navigate = useNavigate();
  const client = useQueryClient();
  const notify = useNotify();
  const profile = useCall(contract.orgProfile.getLsp);

  const save = async (values: Record<string, unknown>) => {
    try {
      const body = { ...toSubmitBody(values, inputs, true), _method: 'PUT' as const };
      const answer = await request(contract.orgProfile.updateLsp, { body: body as never });
      client.setQueriesData({ queryKey: callKey(contract.orgProfile.getLsp) }, answer);
      // The side bar's name and logo come from the signed-in profile.
      void client.invalidateQueries({ queryKey: callKey(contract.auth.profile) });
      dataProviderEvents.message(answer.message);
      navigate(`${basename}/${DASHBOARD_SLUG}`);
      return undefined;
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    }
  };

  return (
    <Box sx={{ maxWidth: 900, py: 2 }}>
      <Title title={translate('lsp.profile.title')} />
      <Stack spacing={2}>
        {profile.isError && <Alert severity="error">{translate('lsp.profile.loadFailed')}</Alert>}
        {profile.isPending && <Skeleton variant="rounded" height={320} />}
        {profile.data && (
          <Card variant="outlined">
            <CardContent sx={{ p: 0 }}>
              <SimpleForm record={profile.data.data} onSubmit={save} toolbar={mayEdit ? <Toolbar sx={{ gap: 1 }}><SaveButton /><CancelButton /></Toolbar> : false}>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
                  {inputs.map((input) => renderInput(input, lspUpdateBody, true))}
                </Box>
              </SimpleForm>
            </CardContent>
          </Card>
        )}
        <RegisterLink />
        <ApiKeys />
      </Stack>
    </Box>
  );
}
