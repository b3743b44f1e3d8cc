// Logistic service providers, one entity in two areas: the vendor's partners
// (/vendor/logistic-service-provider: those it works with; /requests: every LSP, to propose a
// collaboration) and the admin's management (/admin/logistic-service-provider-management: create
// with branding and first user, edit, delete; per row the provider's shipping companies at :id/sc,
// the screen the admin area nests from shipping-companies/).
import HandshakeIcon from '@mui/icons-material/Handshake';
import HubIcon from '@mui/icons-material/Hub';
import type { EntityResource } from '../../areas/types.ts';
import { crudScreens, ResourceList } from '../../components/crud/index.ts';
import { lspResource } from './management.tsx';
import { partnerResource, requestResource } from './partners.ts';
import { COMPANIES_PATH, MANAGEMENT_SLUG, PARTNERS_SLUG, REQUESTS_PATH, REQUESTS_SLUG } from './paths.ts';

export { COMPANIES_PATH, MANAGEMENT_SLUG, PARTNERS_SLUG, REQUESTS_SLUG, lspResource, partnerResource, requestResource };

const RequestList = () => <ResourceList def={requestResource} />;

const logisticServiceProviders: EntityResource = {
  entity: 'logistic-service-providers',
  variants: {
    VENDOR: {
      slug: PARTNERS_SLUG,
      labelKey: 'vendor.menu.lsp',
      icon: HandshakeIcon,
      ...crudScreens(partnerResource),
      data: { [PARTNERS_SLUG]: partnerResource.source, [REQUESTS_SLUG]: requestResource.source },
      routes: [{ path: REQUESTS_PATH, component: RequestList, resource: REQUESTS_SLUG }],
    },
    ADMIN: { slug: MANAGEMENT_SLUG, labelKey: 'admin.menu.lsp', icon: HubIcon, ...crudScreens(lspResource, { create: true, edit: true }) },
  },
};
export default logisticServiceProviders;
