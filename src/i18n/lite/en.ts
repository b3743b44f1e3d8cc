// The English texts of the screens outside react-admin (public pages, error pages, the language
// switch). A chunk of its own: an Indonesian page never fetches it. The import page's texts are in
// the full catalog, which every area loads before it mounts.
import { en as contract } from '../../../contract/messages-en.ts';
import { auth } from '../en/auth.ts';
import { forms } from '../en/forms.ts';
import { shell } from '../en/shell.ts';

export const liteCatalog = { validation: contract.validation, server: contract.server, auth, shell, forms };
