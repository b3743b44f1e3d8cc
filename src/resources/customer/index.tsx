// The LSP's customers (/customer): list, create (company + first user), edit, block/unblock,
// delete logo, and the locations import of one customer (/customer/import-data/{sc}).
import { useMemo } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { session } from '../../api/session.ts';
import { ResourceCreate, ResourceEdit, ResourceList } from '../../components/crud/index.ts';
import { IMPORT_PATH } from './CustomerRowActions.tsx';
import { SLUG, customerResource, withDomain } from './definition.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

export { SLUG, customerResource, IMPORT_PATH };

export const source = customerResource.source;

export const CustomerList = () => <ResourceList def={customerResource} />;
export const CustomerEdit = () => <ResourceEdit def={customerResource} />;
export function CustomerCreate() {
  const domain = session.user()?.logistics_service_provider?.domain;
  const def = useMemo(() => withDomain(domain), [domain]);
  return <ResourceCreate def={def} />;
}

// The import screen carries the spreadsheet reader: loaded only when opened.
const CustomerImportScreen = lazyScreen(() => import('./CustomerImport.tsx'));

/** The LSP area's entry: menu "Customer", the CRUD screens and /customer/import-data/{sc}. */
export const customerEntry: ResourceDef = {
  slug: SLUG,
  labelKey: 'lsp.menu.customer',
  icon: BusinessIcon,
  list: CustomerList,
  create: CustomerCreate,
  edit: CustomerEdit,
  routes: [{ path: `${IMPORT_PATH}/:sc`, component: CustomerImportScreen, action: 'create' }],
};
export const customerData = { [SLUG]: source };
