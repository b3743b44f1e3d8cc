import type { shell as en } from '../en/shell.ts';
export const shell = {} satisfies typeof en;
