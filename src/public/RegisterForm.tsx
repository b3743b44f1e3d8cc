// The self-registration form both public registration pages share: declared fields checked with
// the shared rules (spec 1 §5), the server's field errors on the fields, a reCAPTCHA token when
// configured, and on success the sign-in page with a notice.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { check } from '../../contract/checks.ts';
import { ApiHttpError } from '../api/http.ts';
import { localizedPath } from '../i18n/locale.ts';
import { useLocale, useT } from '../i18n/useT.ts';
import { FailureAlert, PasswordField, failureText, fieldError } from './fields.tsx';
import { preloadRecaptcha, recaptchaToken } from './RegisterRecaptcha.ts';

export interface RegisterField {
  name: string;
  labelKey: string;
  kind?: 'text' | 'email' | 'password' | 'phone' | 'multiline';
  required?: boolean;
  /** Must equal this other field (password confirmation). */
  confirms?: string;
  /** Shown but fixed (e.g. the provider's domain from the register link). */
  readOnly?: boolean;
  autoComplete?: string;
}

export type Values = Record<string, string>;

export function validateRegistration(fields: readonly RegisterField[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.name] ?? '';
    const error =
      (f.required ? check.required(v) : undefined) ??
      (f.kind === 'email' ? check.email(v) : undefined) ??
      (f.kind === 'phone' ? check.phone(v) : undefined) ??
      (f.kind === 'password' && !f.confirms ? check.passwordMin(v) : undefined) ??
      (f.confirms ? check.matches(values[f.confirms] ?? '')(v) : undefined);
    if (error) errors[f.name] = error;
  }
  return errors;
}

interface Props {
  fields: readonly RegisterField[];
  initial: Values;
  /** Fixed values sent with the form (phone country code, register-link token). */
  fixed: Values;
  submit: (body: Record<string, string>) => Promise<{ message?: string }>;
}

export function RegisterForm({ fields, initial, fixed, submit }: Props) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(preloadRecaptcha, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(fields, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const body: Record<string, string> = { ...fixed };
      for (const f of fields) if (values[f.name]?.trim()) body[f.name] = f.kind === 'password' ? values[f.name]! : values[f.name]!.trim();
      const token = await recaptchaToken('register');
      if (token) body.recaptcha_token = token;
      const answer = await submit(body);
      navigate(localizedPath(locale, '/login'), { replace: true, state: { notice: answer.message ?? t('auth.register.success') } });
    } catch (error) {
      if (error instanceof ApiHttpError && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, list]) => [k, [list].flat().join(' ')])));
      }
      setFailure(failureText(t, error));
      setBusy(false);
    }
  };

  return (
    <>
      <FailureAlert text={failure} />
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }}>
        {fields.map((f) => {
          const common = {
            label: t(f.labelKey),
            name: f.name,
            required: f.required,
            fullWidth: true,
            value: values[f.name] ?? '',
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: e.target.value })),
            error: Boolean(errors[f.name]),
            // Server texts come translated; our rules are keys.
            helperText: errors[f.name]?.startsWith('validation.') ? fieldError(t, errors[f.name]) : errors[f.name],
            autoComplete: f.autoComplete,
          };
          if (f.kind === 'password') return <PasswordField key={f.name} t={t} {...common} />;
          return (
            <TextField
              key={f.name}
              {...common}
              type={f.kind === 'email' ? 'email' : 'text'}
              multiline={f.kind === 'multiline'}
              minRows={f.kind === 'multiline' ? 2 : undefined}
              slotProps={{ htmlInput: { readOnly: f.readOnly, inputMode: f.kind === 'phone' ? 'numeric' : undefined } }}
            />
          );
        })}
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </>
  );
}
