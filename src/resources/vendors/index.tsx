// Vendors, one entity in two areas: the LSP's (/logistic-service-provider/list-vendor: every vendor
// related to it with its collaboration status and a detail page at list-vendor/{id};
// /request-vendors: those that proposed, to accept or reject) and the admin's management
// (/admin/vendor-management: create with the first user, edit, delete).
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { EntityResource } from '../../areas/types.ts';
import { crudScreens } from '../../components/crud/index.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { vendorRequestResource, vendorResource } from './collaborators.ts';
import { vendorManagementResource } from './management.ts';
import { COLLABORATORS_SLUG, MANAGEMENT_SLUG, REQUESTS_SLUG } from './paths.ts';

export { COLLABORATORS_SLUG, MANAGEMENT_SLUG, REQUESTS_SLUG, vendorManagementResource, vendorRequestResource, vendorResource };

/** Fetched when a vendor is opened: the LSP's first view does not carry it. */
const VendorDetail = lazyScreen(async () => ({ default: (await import('./VendorDetail.tsx')).VendorDetail }));

const vendors: EntityResource = {
  entity: 'vendors',
  variants: {
    LOGISTIC_SERVICE_PROVIDER: [
      { slug: COLLABORATORS_SLUG, labelKey: 'lsp.menu.listVendor', icon: HandshakeIcon, ...crudScreens(vendorResource), routes: [{ path: ':id', component: VendorDetail }] },
      { slug: REQUESTS_SLUG, labelKey: 'lsp.menu.requestVendors', icon: PersonAddIcon, ...crudScreens(vendorRequestResource) },
    ],
    ADMIN: { slug: MANAGEMENT_SLUG, labelKey: 'admin.menu.vendor', icon: LocalShippingIcon, ...crudScreens(vendorManagementResource, { create: true, edit: true }) },
  },
};
export default vendors;
