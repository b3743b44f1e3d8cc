// <area>/form-profile (/profile/form-profile redirects there): the signed-in role's own
// organisation (contract/profile.ts). Saving goes to the role's dashboard (spec 2 §2); the
// profile is reloaded first so a shipping company that now has a logo and address lands there.
import { Alert, Box, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ImageField, SaveButton, SimpleForm, TextInput, Toolbar, useBasename, useNavigate, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { check } from '../../../contract/checks.ts';
import type { CallDef } from '../../../contract/lib.ts';
import { request } from '../../api/http.ts';
import { session } from '../../api/session.ts';
import { callKey, useCall } from '../../api/useCall.ts';
import { CheckedImageInput } from '../../components/crud/CheckedImageInput.tsx';
import { newFileOf } from '../../components/crud/submitBody.ts';
import { DASHBOARD_SLUG } from '../dashboards/entry.ts';
import { useProfile } from '../../layout/useProfile.ts';
import { CurrentFile, IMAGE_ACCEPT, onlyNewFile } from './formParts.tsx';
import { useSave } from './submit.ts';
import { useAllowed } from '../../components/useAllowed.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { CancelButton } from '../../components/crud/CancelButton.tsx';

const T = 'account.formProfile';

type Values = Record<string, unknown>;

interface OrgForm {
  get: CallDef;
  update: CallDef;
  /** Text inputs in order; `readOnly` ones are shown and sent unchanged. */
  texts: readonly { source: string; required?: boolean; multiline?: boolean; readOnly?: boolean; color?: boolean; domain?: boolean }[];
  files: readonly { source: string; urlSource: string; currentKey: string }[];
}

const LOGO = { source: 'logo', urlSource: 'logo_url', currentKey: `${T}.fields.currentLogo` };

/** The LSP's company profile is its own screen (src/custom/lsp-profile): one screen per organisation. */
export const ORG_FORMS: Record<'VENDOR' | 'SHIPMENT_COMPANY', OrgForm> = {
  VENDOR: {
    get: contract.orgProfile.getVendor,
    update: contract.orgProfile.updateVendor,
    texts: [{ source: 'name', required: true }, { source: 'address', multiline: true }],
    files: [LOGO],
  },
  SHIPMENT_COMPANY: {
    get: contract.orgProfile.getShipmentCompany,
    update: contract.orgProfile.updateShipmentCompany,
    // The provider's domain cannot be changed here (the server refuses): shown, sent as it is.
    texts: [{ source: 'name', required: true }, { source: 'address', multiline: true }, { source: 'logistics_service_provider_domain', readOnly: true }],
    files: [LOGO],
  },
};

/** Only the form's fields, files only when new, blanks left out (the server keeps them). */
export function orgBody(form: OrgForm, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = { _method: 'PUT' };
  for (const { source } of form.texts) {
    const v = values[source];
    if (typeof v === 'string' && v.trim() !== '') body[source] = v.trim();
  }
  for (const { source } of form.files) {
    const file = newFileOf(values[source]);
    if (file) body[source] = file;
  }
  return body;
}

function validatorFor(text: OrgForm['texts'][number]) {
  return (v: unknown) => (text.required ? check.required(v) : undefined) ?? (text.domain ? check.domain(v) : undefined);
}

function Toolbar_() {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label={`${T}.save`} />
      <CancelButton />
    </Toolbar>
  );
}

function OrgProfileForm({ role, form }: { role: keyof typeof ORG_FORMS; form: OrgForm }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const basename = useBasename();
  // READ_ONLY users see the profile without a Save button (the server refuses the write anyway).
  const mayEdit = useAllowed('edit');
  const { data: record, isError } = useCall(form.get, undefined, { select: (answer) => (answer as { data: Values }).data });
  const save = useSave<Values>(
    (values) => request(form.update, { body: orgBody(form, values) as never }) as Promise<{ message?: string }>,
    async () => {
      const profile = (await request(contract.auth.profile)).data;
      session.saveUser(profile);
      queryClient.setQueryData(callKey(contract.auth.profile), profile);
      await queryClient.invalidateQueries({ queryKey: callKey(form.get) });
      navigate(`${basename}/${DASHBOARD_SLUG}`);
    },
  );
  if (!record) {
    return isError ? <Alert severity="error">{translate(`${T}.loadFailed`)}</Alert> : <CircularProgress aria-label={translate('ra.page.loading')} />;
  }
  const needsCompletion = role === 'SHIPMENT_COMPANY' && !(record.logo_url && record.address);
  return (
    <>
      {needsCompletion && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${T}.completeFirst`)}
        </Alert>
      )}
      <SimpleForm record={record as never} onSubmit={save as never} toolbar={mayEdit ? <Toolbar_ /> : false}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
          {form.texts.map((text) => (
            <TextInput
              key={text.source}
              source={text.source}
              label={`${T}.fields.${text.source}`}
              validate={validatorFor(text)}
              isRequired={text.required}
              readOnly={text.readOnly}
              multiline={text.multiline}
              type={text.color ? 'color' : undefined}
              sx={text.multiline ? { gridColumn: '1 / -1' } : undefined}
            />
          ))}
          {form.files.map((file) => (
            <Box key={file.source} sx={{ gridColumn: '1 / -1' }}>
              <CurrentFile url={record[file.urlSource] as string | null} labelKey={file.currentKey} />
              <CheckedImageInput
                source={file.source}
                label={`${T}.fields.${file.source}`}
                format={onlyNewFile}
                accept={IMAGE_ACCEPT}
                inputProps={{ 'aria-label': translate(`${T}.fields.${file.source}`) }}
              >
                <ImageField source="src" title="title" />
              </CheckedImageInput>
            </Box>
          ))}
        </Box>
      </SimpleForm>
    </>
  );
}

export function FormProfile() {
  const translate = useTranslate();
  const { data: profile } = useProfile();
  const role = profile?.role;
  const form = role && role in ORG_FORMS ? ORG_FORMS[role as keyof typeof ORG_FORMS] : undefined;
  const title = translate(`${T}.title`);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeading title={title} />
      {form ? <OrgProfileForm key={role} role={role as keyof typeof ORG_FORMS} form={form} /> : <Alert severity="info">{translate(`${T}.noOrganisation`)}</Alert>}
    </Box>
  );
}
