// react-admin's ImageInput drops a file of another type without a word (its dropzone only calls
// onDropRejected). This one says "File type not allowed" (spec 1 §5), as the import pages do,
// under the picker and to screen readers, until an accepted file is chosen.
import { useState } from 'react';
import { FormHelperText } from '@mui/material';
import { ImageInput, useTranslate, type ImageInputProps } from 'react-admin';

export function CheckedImageInput({ options, ...props }: ImageInputProps) {
  const translate = useTranslate();
  const [refused, setRefused] = useState(false);
  return (
    <>
      <ImageInput
        {...props}
        options={{
          ...options,
          onDropRejected: (rejections, event) => {
            setRefused(true);
            options?.onDropRejected?.(rejections, event);
          },
          onDropAccepted: (files, event) => {
            setRefused(false);
            options?.onDropAccepted?.(files, event);
          },
        }}
      />
      {refused && (
        <FormHelperText error role="alert" sx={{ mt: -1, mb: 1 }}>
          {translate('validation.fileType')}
        </FormHelperText>
      )}
    </>
  );
}
