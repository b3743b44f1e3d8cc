// The vendor's logistic service providers: partners (list) and requests (propose collaboration).
import HandshakeIcon from '@mui/icons-material/Handshake';
import { ResourceContextProvider } from 'react-admin';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { ResourceList } from '../../components/crud/index.ts';
import { partnerResource, REQUESTS_PATH, REQUESTS_SLUG, requestResource, SLUG } from './definition.ts';

export { SLUG, REQUESTS_SLUG, partnerResource, requestResource };

export const PartnerList = () => <ResourceList def={partnerResource} />;
/** A screen under the partner resource's path with a slug of its own (its own query and labels). */
export const RequestList = () => (
  <ResourceContextProvider value={REQUESTS_SLUG}>
    <ResourceList def={requestResource} />
  </ResourceContextProvider>
);

/** The vendor area's entry: menu "Logistic Service Provider" and /logistic-service-provider/requests. */
export const lspPartnersEntry: ResourceDef = {
  slug: SLUG,
  labelKey: 'vendor.menu.lsp',
  icon: HandshakeIcon,
  list: PartnerList,
  routes: [{ path: REQUESTS_PATH, component: RequestList }],
};
export const lspPartnersData = { [SLUG]: partnerResource.source, [REQUESTS_SLUG]: requestResource.source };
