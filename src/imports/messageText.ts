// Errors are message keys (from the row schema or the worker) or plain server texts: translate
// the former, show the latter as they came.
import type { Translate } from '../i18n/useT.ts';
import type { Problem } from './types.ts';

const MESSAGE_KEY = /^(validation|server|imports)\.[\w.]+(\?.*)?$/;

export const messageText = (t: Translate, message: string) => (MESSAGE_KEY.test(message) ? t(message) : message);

export const problemText = (t: Translate, problem: Problem) => t(problem.key, problem.vars);
