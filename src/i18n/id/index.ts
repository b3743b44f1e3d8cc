// The Indonesian catalog: the same keys as English (checked by the compiler).
import indonesianMessages from '../ra-id.ts';
import { id as contractMessages } from '../../../contract/messages.ts';
import type { DeepStrings } from '../types.ts';
import type { Catalog } from '../en/index.ts';
import { auth } from './auth.ts';
import { imports } from './imports.ts';
import { resources, shell } from './shell.ts';

export const id = {
  ...indonesianMessages,
  validation: contractMessages.validation,
  server: contractMessages.server,
  auth,
  shell,
  resources,
  imports,
} satisfies DeepStrings<Catalog>;
