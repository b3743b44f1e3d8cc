// The vendors related to this LSP (any collaboration status), with a detail page; and the
// requests: the same vendors filtered to PROPOSED, to accept or reject.
import { contract } from '../../../contract/index.ts';
import { vendorList } from '../../../contract/vendor.ts';
import { defineResource, type ResourceDefinition } from '../../components/crud/index.ts';
import { VendorRowActions } from './VendorRowActions.tsx';

export const SLUG = 'list-vendor';
export const REQUESTS_SLUG = 'request-vendors';

const common = {
  listDecl: vendorList,
  titleSource: 'name',
  columns: [
    { source: 'logo', kind: 'image', urlSource: 'logo_url' },
    { source: 'name' },
    { source: 'address' },
    { source: 'status', kind: 'status', statusPrefix: 'lsp.collaboration' },
    { source: 'created_at', kind: 'date' },
  ],
  inputs: [],
  rowActions: VendorRowActions,
} satisfies Partial<ResourceDefinition>;

export const vendorResource = defineResource({
  ...common,
  slug: SLUG,
  calls: { list: contract.vendors.list, get: contract.vendors.get },
  filters: [],
  searchPlaceholderKey: 'resources.list-vendor.search',
  emptyStateKey: 'resources.list-vendor.empty',
});

export const vendorRequestResource = defineResource({
  ...common,
  slug: REQUESTS_SLUG,
  calls: { list: contract.vendors.list, get: contract.vendors.get },
  fixedFilter: { status: 'PROPOSED' },
  searchPlaceholderKey: 'resources.request-vendors.search',
  emptyStateKey: 'resources.request-vendors.empty',
});
