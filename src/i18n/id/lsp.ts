import type { DeepStrings } from '../types.ts';
import type { lspArea as en } from '../en/lsp.ts';

export const lspArea = {
  resources: {},
  texts: {},
} satisfies DeepStrings<typeof en>;
