// A refused call's answer as the server gave it (spec 2 §8: a failed publish keeps its error body
// shown): its message and every field's errors, until the next attempt.
import { Alert, AlertTitle } from '@mui/material';
import { ApiHttpError } from '../../../api/http.ts';
import { useT } from '../../../i18n/useT.ts';

export function ErrorBody({ error, title }: { error: unknown; title: string }) {
  const t = useT();
  if (!error) return null;
  const body = error instanceof ApiHttpError ? (error.body as { message?: string } | undefined) : undefined;
  const message = body?.message ?? (error instanceof Error ? error.message : '');
  const details = error instanceof ApiHttpError && error.errors ? Object.values(error.errors).flat() : [];
  return (
    <Alert severity="error" data-testid="error-body">
      <AlertTitle>{title}</AlertTitle>
      {message && t(message)}
      {details.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {details.map((d, i) => (
            <li key={i}>{t(d)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
