// The vendors related to this LSP (any collaboration status), with a detail page; and the
// requests: the same vendors filtered to PROPOSED, to accept or reject.
import { contract } from '../../../contract/index.ts';
import { vendorList } from '../../../contract/vendor.ts';
import { defineResource, type ResourceDefinition } from '../../components/crud/index.ts';
import { COLLABORATORS_SLUG, REQUESTS_SLUG } from './paths.ts';
import { VendorRowActions } from './VendorRowActions.tsx';

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
  slug: COLLABORATORS_SLUG,
  calls: { list: contract.vendors.list, get: contract.vendors.get },
  filters: [],
  searchPlaceholderKey: 'resources.list-vendor.search',
});

export const vendorRequestResource = defineResource({
  ...common,
  slug: REQUESTS_SLUG,
  calls: { list: contract.vendors.list, get: contract.vendors.get },
  fixedFilter: { status: 'PROPOSED' },
  searchPlaceholderKey: 'resources.request-vendors.search',
});
