// Errors a handler may throw; the app's error handler turns them into {message, errors?}.
import type { MessageKey } from '../../contract/messages.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly vars: Record<string, string | number> = {},
    readonly errors?: Record<string, string[]>,
    /** Values that are themselves messages (a state's name): translated into the caller's language. */
    readonly varKeys: Record<string, MessageKey> = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey, vars?: Record<string, string | number>) => new HttpError(400, key, vars);
export const unauthorized = () => new HttpError(401, 'server.unauthorized');
export const forbidden = () => new HttpError(403, 'server.forbidden');
export const notFound = () => new HttpError(404, 'server.notFound');
export const conflict = (key: MessageKey = 'server.conflictState') => new HttpError(409, key);
/** Field errors: values are message keys, translated on the way out. */
export const invalid = (errors: Record<string, string[]>, key: MessageKey = 'server.invalidInput') => new HttpError(422, key, {}, errors);
