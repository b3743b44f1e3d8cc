// The user accounts of one shipping company, the admin's users list (manage.tsx) filtered by the
// company; the title names the company. Mounted by the admin area under the companies' resource
// (shipping-company-management/:id/accounts), whose access rights (main admin only) it inherits.
import { useParams } from 'react-router';
import { contract } from '../../../contract/index.ts';
import type { NestedScreen } from '../../areas/types.ts';
import { defineResource, ResourceList } from '../../components/crud/index.ts';
import { useTitleNaming } from '../../components/crud/useTitleNaming.ts';
import { manageUserResource } from './manage.tsx';

export const accountsOfCompany: NestedScreen = (slug) => {
  const def = defineResource({
    ...manageUserResource,
    slug,
    columns: manageUserResource.columns.filter((c) => c.source !== 'role'),
    emptyStateKey: undefined,
  });
  function CompanyAccounts() {
    const { id } = useParams();
    const title = useTitleNaming(contract.shipmentCompanies.get, id, 'admin.sc.accountsOf');
    return <ResourceList def={def} filter={{ shipment_company_id: Number(id) }} title={title} />;
  }
  return { component: CompanyAccounts, data: { [slug]: def.source } };
};
