// One form input per input definition, with the generic validators. Labels come from
// `resources.<slug>.fields.<source>` (react-admin's default).
import { Box, Typography } from '@mui/material';
import { ImageField, ImageInput, NumberInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { InputDef } from './definition.ts';
import { validatorsFor } from './validators.ts';

/** The file already stored, shown above the picker on edit: a new file replaces it. */
function CurrentImage({ urlSource }: { urlSource: string }) {
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
    </Box>
  );
}

/** The picker holds only a new file: the stored path of the record is not a file to show or send. */
const onlyNewFile = (value: unknown) => (value && typeof value === 'object' ? value : null);

export function renderInput(input: InputDef, fields?: z.ZodObject<z.ZodRawShape>) {
  const validate = validatorsFor(input, fields);
  const common = { source: input.source, validate };
  switch (input.kind) {
    case 'number':
      return <NumberInput key={input.source} {...common} min={0} />;
    case 'textarea':
      return <TextInput key={input.source} {...common} multiline minRows={2} />;
    case 'image':
      return (
        <Box key={input.source} sx={{ gridColumn: '1 / -1' }}>
          {input.urlSource && <CurrentImage urlSource={input.urlSource} />}
          <ImageInput {...common} format={onlyNewFile} accept={input.accept ? { 'image/*': input.accept.filter((a) => a.startsWith('.')) } : undefined}>
            <ImageField source="src" title="title" />
          </ImageInput>
        </Box>
      );
    default:
      return <TextInput key={input.source} {...common} />;
  }
}
