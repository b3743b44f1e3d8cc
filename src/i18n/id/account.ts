import type { DeepStrings } from '../types.ts';
import type { accountArea as en } from '../en/account.ts';

export const accountArea = {
  resources: {},
  texts: {},
} satisfies DeepStrings<typeof en>;
