// The generic create and edit screens of a declared resource: one form from its inputs,
// validated like the server validates, sending only what the contract wants (submitBody.ts).
// Saves are pessimistic so the server's field errors (422) land on the fields; the server's
// success message is the toast (dataProvider events), so react-admin's own is not added.
import { Box } from '@mui/material';
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetResourceLabel,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from './definition.ts';
import { renderInput } from './inputs.tsx';
import { useAllowed } from '../useAllowed.ts';
import { toSubmitBody } from './submitBody.ts';
import { useRecordLoadError } from './useRecordLoadError.ts';
import { CancelButton } from './CancelButton.tsx';

function useBackToList() {
  const redirect = useRedirect();
  const resource = useResourceContext();
  return () => redirect('list', resource);
}

function FormToolbar({ def, editing }: { def: ResourceDefinition; editing: boolean }) {
  const backToList = useBackToList();
  const record = useRecordContext();
  const title = String(record?.[def.titleSource] ?? '');
  const mayDelete = useAllowed('delete');
  return (
    // No darker than the palette's lightest-legible grey: the red Delete text must keep 4.5:1.
    <Toolbar sx={{ justifyContent: 'space-between', bgcolor: 'grey.100' }}>
      {/* On create, Save stays enabled: pressing it shows which fields are required. */}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SaveButton alwaysEnable={!editing || undefined} />
        <CancelButton onCancel={backToList} />
      </Box>
      {editing && def.calls.remove && mayDelete && (
        <DeleteWithConfirmButton
          confirmTitle="shell.crud.deleteTitle"
          confirmContent="shell.crud.deleteContent"
          titleTranslateOptions={{ title }}
          contentTranslateOptions={{ title }}
          mutationOptions={{ onSuccess: backToList }}
        />
      )}
    </Toolbar>
  );
}

function FormBody({ def, editing }: { def: ResourceDefinition; editing: boolean }) {
  return (
    <SimpleForm toolbar={<FormToolbar def={def} editing={editing} />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 900 }}>
        {def.inputs.map((input) => renderInput(input, def.fields, editing, def.titleSource))}
      </Box>
    </SimpleForm>
  );
}

function EditTitle({ titleSource }: { titleSource: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const label = useGetResourceLabel()(resource ?? '', 1);
  if (!record) return null;
  return <>{translate('ra.page.edit', { name: label, recordRepresentation: String(record[titleSource] ?? ''), id: record.id })}</>;
}

export function ResourceCreate({ def }: { def: ResourceDefinition }) {
  const backToList = useBackToList();
  return (
    <Create transform={(values) => toSubmitBody(values, def.inputs, false)} mutationOptions={{ onSuccess: backToList }}>
      <FormBody def={def} editing={false} />
    </Create>
  );
}

export function ResourceEdit({ def }: { def: ResourceDefinition }) {
  const backToList = useBackToList();
  const loadError = useRecordLoadError();
  return (
    <Edit
      queryOptions={loadError}
      title={<EditTitle titleSource={def.titleSource} />}
      mutationMode="pessimistic"
      transform={(values) => toSubmitBody(values, def.inputs, true)}
      mutationOptions={{ onSuccess: backToList }}
    >
      <FormBody def={def} editing />
      {def.editExtra && <def.editExtra />}
    </Edit>
  );
}
