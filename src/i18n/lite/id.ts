// The Indonesian texts of the screens outside react-admin (see en.ts): fetched only for /id pages.
import { id as contract } from '../../../contract/messages-id.ts';
import { auth } from '../id/auth.ts';
import { forms } from '../id/forms.ts';
import { shell } from '../id/shell.ts';

export const liteCatalog = { validation: contract.validation, server: contract.server, auth, shell, forms };
