import type { auth as en } from '../en/auth.ts';
export const auth = {} satisfies typeof en;
