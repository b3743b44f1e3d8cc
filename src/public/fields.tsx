// Form pieces shared by the public pages: a password field with a show/hide toggle, the error
// alert, and turning a failure into the text to show.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { ApiHttpError } from '../api/http.ts';
import type { Translate } from '../i18n/useT.ts';
import { TextBox, type TextBoxProps } from './TextBox.tsx';

/** A validator's message key ("validation.required") translated, for helperText. */
export const fieldError = (t: Translate, key: string | undefined) => (key ? t(key) : undefined);

/** The props of a controlled text field whose error is a message key. */
export const bindField = (t: Translate, value: string, set: (value: string) => void, error: string | undefined) => ({
  value,
  onChange: (e: { target: { value: string } }) => set(e.target.value),
  error: Boolean(error),
  helperText: fieldError(t, error),
});

/** The text of a failure: the server's own (already in the user's language) or ours. */
export function failureText(t: Translate, error: unknown): string {
  if (error instanceof ApiHttpError && error.isNetworkError) return t('auth.errors.network');
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : t('auth.errors.generic');
}

export function FailureAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}

export function PasswordField({ t, ...props }: Omit<TextBoxProps, 'type' | 'endAdornment'> & { t: Translate }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextBox
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={t(visible ? 'auth.fields.hidePassword' : 'auth.fields.showPassword')}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
