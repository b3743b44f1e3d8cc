import type { DeepStrings } from '../types.ts';
import type { vendorArea as en } from '../en/vendor.ts';

export const vendorArea = {
  resources: {},
  texts: {},
} satisfies DeepStrings<typeof en>;
