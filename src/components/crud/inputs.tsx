// One form input per input definition, with the generic validators. Labels come from
// `resources.<slug>.fields.<source>` (react-admin's default).
import { Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ImageField,
  ImageInput,
  type ImageInputProps,
  NumberInput,
  PasswordInput,
  TextInput,
  useCreate,
  useGetList,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslateLabel,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import type { CallDef } from '../../../contract/lib.ts';
import { request } from '../../api/http.ts';
import type { InputDef } from './definition.ts';
import { validatorsFor } from './validators.ts';

/** The stored file's removal (e.g. DELETE /v1/vehicle/:id/image), then the record is read again. */
function RemoveImageButton({ call, labelKey }: { call: CallDef; labelKey: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const remove = useMutation({
    mutationFn: () => request(call, { params: { id: record?.id } as never }) as Promise<{ message?: string }>,
    onSuccess: (answer) => {
      if (answer?.message) notify(answer.message, { type: 'success' });
      refresh();
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return (
    <Button size="small" color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
      {translate(labelKey)}
    </Button>
  );
}

/** The file already stored, shown above the picker on edit: a new file replaces it. */
function CurrentImage({ urlSource, removeCall, removeLabelKey }: { urlSource: string; removeCall?: CallDef; removeLabelKey?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const url = record?.[urlSource] as string | null | undefined;
  if (!url) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('shell.crud.currentImage')}
      </Typography>
      <Box component="img" src={url} alt={translate('shell.crud.currentImage')} sx={{ maxHeight: 120, maxWidth: 200, borderRadius: 1 }} />
      {removeCall && (
        <Box>
          <RemoveImageButton call={removeCall} labelKey={removeLabelKey ?? 'ra.action.remove'} />
        </Box>
      )}
    </Box>
  );
}

/** Every row of the reference slug as choices; with `creatable`, a typed name not there is made. */
function ReferenceChoices({ input, validate }: { input: InputDef; validate: ReturnType<typeof validatorsFor> }) {
  const reference = input.reference!;
  const optionText = input.optionText ?? 'name';
  const { data = [], refetch } = useGetList(reference, { pagination: { page: 1, perPage: -1 }, sort: { field: optionText, order: 'ASC' } });
  const [create] = useCreate();
  const onCreate = async (typed?: string) => {
    const name = typed?.trim();
    if (!name) return undefined;
    const made = await create(reference, { data: { [optionText]: name } }, { returnPromise: true });
    await refetch();
    return made;
  };
  const common = { source: input.source, choices: data, optionText, optionValue: 'id', validate, onCreate: input.creatable ? onCreate : undefined };
  return input.kind === 'multiselect' ? <AutocompleteArrayInput {...common} /> : <AutocompleteInput {...common} />;
}

/** The dropzone's hidden file input named like the field (axe: form elements must have labels). */
function LabelledImageInput(props: ImageInputProps) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const label = translateLabel({ source: props.source, resource });
  return <ImageInput {...props} inputProps={{ 'aria-label': typeof label === 'string' ? label : props.source }} />;
}

/** The picker holds only a new file: the stored path of the record is not a file to show or send. */
const onlyNewFile = (value: unknown) => (value && typeof value === 'object' ? value : null);

/** Is this input on the create (editing=false) or edit screen? */
export const inputShown = (input: InputDef, editing: boolean) => !input.on || input.on === (editing ? 'edit' : 'create');

export function renderInput(input: InputDef, fields?: z.ZodObject<z.ZodRawShape>, editing = false) {
  if (!inputShown(input, editing)) return null;
  const validate = validatorsFor(input, fields, editing);
  const common = { source: input.source, validate, defaultValue: input.defaultValue, readOnly: input.readOnly };
  switch (input.kind) {
    case 'select':
    case 'multiselect':
      return <ReferenceChoices key={input.source} input={input} validate={validate} />;
    case 'custom': {
      const Custom = input.component!;
      return (
        <Box key={input.source} sx={{ gridColumn: '1 / -1' }}>
          <Custom source={input.source} />
        </Box>
      );
    }
    case 'password':
      return <PasswordInput key={input.source} {...common} autoComplete="new-password" />;
    case 'email':
      return <TextInput key={input.source} {...common} type="email" autoComplete="off" />;
    case 'color':
      // The native picker always holds a colour: an empty value shows black until one is chosen.
      return <TextInput key={input.source} {...common} type="color" sx={{ '& input': { height: 32, cursor: 'pointer' } }} />;
    case 'number':
      return <NumberInput key={input.source} {...common} min={0} />;
    case 'textarea':
      return <TextInput key={input.source} {...common} multiline minRows={2} />;
    case 'image':
      return (
        <Box key={input.source} sx={{ gridColumn: '1 / -1' }}>
          {input.urlSource && <CurrentImage urlSource={input.urlSource} removeCall={input.removeCall} removeLabelKey={input.removeLabelKey} />}
          <LabelledImageInput {...common} format={onlyNewFile} accept={input.accept ? { 'image/*': input.accept.filter((a) => a.startsWith('.')) } : undefined}>
            <ImageField source="src" title="title" />
          </LabelledImageInput>
        </Box>
      );
    default:
      return <TextInput key={input.source} {...common} />;
  }
}
