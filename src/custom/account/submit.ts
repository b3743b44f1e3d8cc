// Saving a custom form through one contract call: the server's success message as the toast, its
// 422 field errors on the fields (react-admin's forms show what onSubmit resolves to), any other
// failure as an error toast.
import { useNotify } from 'react-admin';
import { ApiHttpError } from '../../api/http.ts';

export type FieldErrors = Record<string, string>;

/** The server's field errors, one text per field; undefined when the failure is not about fields. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiHttpError) || !error.errors || !Object.keys(error.errors).length) return undefined;
  return Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, [list].flat().join(' ')]));
}

/** Wraps a save: resolves to field errors for the form, or undefined when it worked. */
export function useSave<V>(save: (values: V) => Promise<{ message?: string }>, onSaved?: () => void | Promise<void>) {
  const notify = useNotify();
  return async (values: V): Promise<FieldErrors | undefined> => {
    try {
      const answer = await save(values);
      if (answer.message) notify(answer.message, { type: 'success' });
      await onSaved?.();
      return undefined;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'ra.notification.http_error';
      const fields = fieldErrorsOf(error);
      // Network errors have their own overlay and retry; everything else is said once.
      if (!(error instanceof ApiHttpError && error.isNetworkError)) notify(message, { type: 'error' });
      return fields;
    }
  };
}
