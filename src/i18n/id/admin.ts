import type { DeepStrings } from '../types.ts';
import type { adminArea as en } from '../en/admin.ts';

export const adminArea = {
  resources: {},
  texts: {},
} satisfies DeepStrings<typeof en>;
