// /admin/logistic-service-provider-management/:id/sc: the shipping companies of one provider
// (its customers), read-only, from the shipping companies declaration filtered by the provider;
// the title names the provider.
import { ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router';
import { contract } from '../../../contract/index.ts';
import { defineResource, ResourceList } from '../../components/crud/index.ts';
import { useTitleNaming } from '../../components/crud/useTitleNaming.ts';
import { scResource } from './index.tsx';

/** Nested under the providers' resource, whose access rights it inherits. */
export const PROVIDER_SC_SLUG = 'logistic-service-provider-management/sc';
export const PROVIDER_SC_PATH = 'sc';

export const providerScResource = defineResource({
  ...scResource,
  slug: PROVIDER_SC_SLUG,
  calls: { list: contract.shipmentCompanies.list },
  columns: scResource.columns.filter((c) => c.source !== 'logistics_service_provider_name'),
  rowActions: undefined,
  emptyStateKey: `resources.${PROVIDER_SC_SLUG}.empty`,
});

export function ProviderCompanies() {
  const { id } = useParams();
  const title = useTitleNaming(contract.lsps.get, id, 'admin.lsp.companiesOf');
  return (
    <ResourceContextProvider value={PROVIDER_SC_SLUG}>
      <ResourceList def={providerScResource} filter={{ logistics_service_provider_id: Number(id) }} title={title} />
    </ResourceContextProvider>
  );
}
