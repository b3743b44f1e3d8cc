// /request-vendors: the vendors that proposed to collaborate with this LSP, to accept or reject
// (the same vendor list, fixed to status PROPOSED; an answered vendor keeps its row, with its new chip).
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { ResourceList } from '../../components/crud/index.ts';
import { vendorRequestResource } from './definition.ts';

export const REQUESTS_SLUG = vendorRequestResource.slug;

export const VendorRequestList = () => <ResourceList def={vendorRequestResource} />;

/** The LSP area's entry: menu "Request Vendors". */
export const requestsEntry: ResourceDef = { slug: REQUESTS_SLUG, labelKey: 'lsp.menu.requestVendors', icon: PersonAddIcon, list: VendorRequestList };
export const requestsData = { [REQUESTS_SLUG]: vendorRequestResource.source };
