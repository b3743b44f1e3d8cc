// The shipping companies of one provider (its customers), read-only, from the admin's declaration
// filtered by the provider; the title names the provider. Mounted by the admin area under the
// providers' resource (logistic-service-provider-management/:id/sc), whose access rights it inherits.
import { useParams } from 'react-router';
import { contract } from '../../../contract/index.ts';
import type { NestedScreen } from '../../areas/types.ts';
import { defineResource, ResourceList } from '../../components/crud/index.ts';
import { useTitleNaming } from '../../components/crud/useTitleNaming.ts';
import { scResource } from './management.tsx';

export const companiesOfProvider: NestedScreen = (slug) => {
  const def = defineResource({
    ...scResource,
    slug,
    calls: { list: contract.shipmentCompanies.list },
    columns: scResource.columns.filter((c) => c.source !== 'logistics_service_provider_name'),
    rowActions: undefined,
    emptyStateKey: undefined,
  });
  function ProviderCompanies() {
    const { id } = useParams();
    const title = useTitleNaming(contract.lsps.get, id, 'admin.lsp.companiesOf');
    return <ResourceList def={def} filter={{ logistics_service_provider_id: Number(id) }} title={title} />;
  }
  return { component: ProviderCompanies, data: { [slug]: def.source } };
};
