// Shipping companies, one entity in two areas: the LSP's customers (/logistic-service-provider/customer:
// list, create with the first user, edit, block/unblock, the locations import of one customer at
// customer/import-data/{sc}) and the admin's management (/admin/shipping-company-management: every
// company, its user accounts at :id/accounts, block/unblock). The admin area also mounts
// companiesOfProvider under a provider (logistic-service-provider-management/:id/sc).
import { useMemo } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import { session } from '../../api/session.ts';
import type { EntityResource } from '../../areas/types.ts';
import { crudScreens, ResourceCreate } from '../../components/crud/index.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { customerResource, withDomain } from './customers.ts';
import { scResource } from './management.tsx';
import { ACCOUNTS_PATH, CUSTOMER_SLUG, IMPORT_PATH, MANAGEMENT_SLUG } from './paths.ts';

export { ACCOUNTS_PATH, CUSTOMER_SLUG, MANAGEMENT_SLUG, customerResource, scResource };
export { companiesOfProvider } from './ofProvider.tsx';

/** The LSP creates customers only under its own domain: the form starts with it. */
function CustomerCreate() {
  const domain = session.user()?.logistics_service_provider?.domain;
  const def = useMemo(() => withDomain(domain), [domain]);
  return <ResourceCreate def={def} />;
}

// The import screen carries the spreadsheet reader: loaded only when opened.
const CustomerImport = lazyScreen(() => import('./CustomerImport.tsx'));

const shippingCompanies: EntityResource = {
  entity: 'shipping-companies',
  variants: {
    LOGISTIC_SERVICE_PROVIDER: {
      slug: CUSTOMER_SLUG,
      labelKey: 'lsp.menu.customer',
      icon: BusinessIcon,
      ...crudScreens(customerResource, { edit: true }),
      create: CustomerCreate,
      routes: [{ path: `${IMPORT_PATH}/:sc`, component: CustomerImport, action: 'create' }],
    },
    ADMIN: { slug: MANAGEMENT_SLUG, labelKey: 'admin.menu.sc', icon: ApartmentIcon, ...crudScreens(scResource, { create: true, edit: true }) },
  },
};
export default shippingCompanies;
