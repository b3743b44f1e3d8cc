// The LSP's vendors (/list-vendor, /list-vendor/{detail}): every vendor related to it, with its
// collaboration status, and a detail page.
import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { ResourceList } from '../../components/crud/index.ts';
import { SLUG, vendorResource } from './definition.ts';
import { VendorDetail } from './VendorDetail.tsx';

export { SLUG, VendorDetail };

export const source = vendorResource.source;

export const VendorList = () => <ResourceList def={vendorResource} />;

/** The LSP area's entry: menu "List Vendor", the list and /list-vendor/{detail}. */
export const vendorEntry: ResourceDef = {
  slug: SLUG,
  labelKey: 'lsp.menu.listVendor',
  icon: HandshakeIcon,
  list: VendorList,
  routes: [{ path: ':id', component: VendorDetail }],
};
export const vendorData = { [SLUG]: source };
