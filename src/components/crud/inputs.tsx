// One form input per input definition, with the generic validators. Labels come from
// `resources.<slug>.fields.<source>` (react-admin's default).
import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ImageField,
  type ImageInputProps,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useCreate,
  useGetList,
  useRecordContext,
  useResourceContext,
  useTranslateLabel,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import type { CallDef } from '../../../contract/lib.ts';
import { fixedChoices, type InputDef } from './definition.ts';
import { CheckedImageInput } from './CheckedImageInput.tsx';
import { RemoveImageButton } from './RemoveImageButton.tsx';
import { useRecordAction } from './useRecordAction.ts';
import { validatorsFor, type Validator } from './validators.ts';

/** The stored file's removal (e.g. DELETE /v1/vehicle/:id/image), asked first; the answered record replaces the form's. */
function RemoveStoredImage({ call, labelKey, titleSource }: { call: CallDef; labelKey: string; titleSource: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const remove = useRecordAction(call, resource ? [resource] : []);
  if (!record) return null;
  return (
    <RemoveImageButton
      labelKey={labelKey}
      confirmTitle="shell.crud.removeImageTitle"
      confirmOptions={{ action: translate(labelKey), title: String(record[titleSource] ?? record.id) }}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: record.id })}
    />
  );
}

/** The file already stored, shown above the picker on edit: a new file replaces it, the removal call deletes it. */
function CurrentImage({ input, titleSource }: { input: InputDef; titleSource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const url = record?.[input.urlSource!] as string | null | undefined;
  if (!url) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('shell.crud.currentImage')}
      </Typography>
      <Box component="img" src={url} alt={translate('shell.crud.currentImage')} sx={{ maxHeight: 120, maxWidth: 200, borderRadius: 1 }} />
      {input.removeCall && (
        <Box>
          <RemoveStoredImage call={input.removeCall} labelKey={input.removeLabelKey ?? 'ra.action.remove'} titleSource={titleSource} />
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

/**
 * A select of fixed choices whose record may hold a value saved before the list existed: that
 * value is offered as its own choice (saying so) and accepted while unchanged, so the record shows
 * and stays editable; any other value must be a listed one (the contract's rule on the server too).
 */
function KeptChoiceInput({ input, validate }: { input: InputDef; validate: Validator[] }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const saved = record?.[input.source];
  const listed = fixedChoices(input.choices!, input.choicePrefix);
  const old = typeof saved === 'string' && saved !== '' && !input.choices!.includes(saved) ? saved : undefined;
  const choices = old === undefined ? listed : [...listed, { id: old, name: translate('entry.choices.kept', { value: old }) }];
  const keep = old === undefined ? validate : validate.map((check): Validator => (value, all) => (value === old ? undefined : check(value, all)));
  return <SelectInput source={input.source} choices={choices} validate={keep} defaultValue={input.defaultValue} readOnly={input.readOnly} />;
}

/** The dropzone's hidden file input named like the field (axe: form elements must have labels); a refused type is said. */
function LabelledImageInput(props: ImageInputProps) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const label = translateLabel({ source: props.source, resource });
  return <CheckedImageInput {...props} inputProps={{ 'aria-label': typeof label === 'string' ? label : props.source }} />;
}

/** The picker holds only a new file: the stored path of the record is not a file to show or send. */
const onlyNewFile = (value: unknown) => (value && typeof value === 'object' ? value : null);

/** Is this input on the create (editing=false) or edit screen? */
export const inputShown = (input: InputDef, editing: boolean) => !input.on || input.on === (editing ? 'edit' : 'create');

/** `titleSource`: the field naming the record (in the image removal's question). */
export function renderInput(input: InputDef, fields?: z.ZodObject<z.ZodRawShape>, editing = false, titleSource = 'name') {
  if (!inputShown(input, editing)) return null;
  const validate = validatorsFor(input, fields, editing);
  const common = { source: input.source, validate, defaultValue: input.defaultValue, readOnly: input.readOnly };
  switch (input.kind) {
    case 'select':
      if (input.choices && input.keepsSaved) return <KeptChoiceInput key={input.source} input={input} validate={validate} />;
      if (input.choices) return <SelectInput key={input.source} {...common} choices={fixedChoices(input.choices, input.choicePrefix)} {...(input.sendsBlank ? { emptyText: 'shell.crud.none' } : {})} />;
      return <ReferenceChoices key={input.source} input={input} validate={validate} />;
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
          {input.urlSource && <CurrentImage input={input} titleSource={titleSource} />}
          {/* readOnly: the update call takes no file, only the stored one is shown (and removable). */}
          {!input.readOnly && (
            <LabelledImageInput {...common} format={onlyNewFile} accept={input.accept ? { 'image/*': input.accept.filter((a) => a.startsWith('.')) } : undefined}>
              <ImageField source="src" title="title" />
            </LabelledImageInput>
          )}
        </Box>
      );
    default:
      return <TextInput key={input.source} {...common} />;
  }
}
