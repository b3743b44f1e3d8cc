// The English catalog: the key schema of every visible string.
import englishMessages from 'ra-language-english';
import { en as contractMessages } from '../../../contract/messages.ts';
import { auth } from './auth.ts';
import { imports } from './imports.ts';
import { resources, shell } from './shell.ts';

export const en = {
  ...englishMessages,
  validation: contractMessages.validation,
  server: contractMessages.server,
  auth,
  shell,
  resources,
  imports,
};

export type Catalog = typeof en;
