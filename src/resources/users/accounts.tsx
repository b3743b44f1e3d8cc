// /admin/shipping-company-management/:id/accounts: the user accounts of one shipping company,
// the admin's users list (manage.tsx) filtered by the company; the title names the company.
import { ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router';
import { contract } from '../../../contract/index.ts';
import { defineResource, ResourceList } from '../../components/crud/index.ts';
import { useTitleNaming } from '../../components/crud/useTitleNaming.ts';
import { manageUserResource } from './manage.tsx';

/** Nested under the companies' resource, whose access rights (main admin only) it inherits. */
export const SC_ACCOUNTS_SLUG = 'shipping-company-management/accounts';
export const SC_ACCOUNTS_PATH = 'accounts';

export const scAccountsResource = defineResource({
  ...manageUserResource,
  slug: SC_ACCOUNTS_SLUG,
  columns: manageUserResource.columns.filter((c) => c.source !== 'role'),
  emptyStateKey: `resources.${SC_ACCOUNTS_SLUG}.empty`,
});

export function CompanyAccounts() {
  const { id } = useParams();
  const title = useTitleNaming(contract.shipmentCompanies.get, id, 'admin.sc.accountsOf');
  return (
    <ResourceContextProvider value={SC_ACCOUNTS_SLUG}>
      <ResourceList def={scAccountsResource} filter={{ shipment_company_id: Number(id) }} title={title} />
    </ResourceContextProvider>
  );
}
