// The vendor's logistic service providers: /logistic-service-provider lists those it works with
// (relation COLLABORATE); /logistic-service-provider/requests lists every LSP with the relation's
// status chip and a "Propose collaboration" button where none is pending or granted.
import { contract } from '../../../contract/index.ts';
import { lspList } from '../../../contract/lsp.ts';
import { defineResource, type ColumnDef } from '../../components/crud/index.ts';
import { ProposeButton } from './ProposeButton.tsx';
import { PARTNERS_SLUG, REQUESTS_SLUG } from './paths.ts';
import { RequestsLink } from './RequestsLink.tsx';

const columns: ColumnDef[] = [
  { source: 'logo', kind: 'image', urlSource: 'logo_url' },
  { source: 'name' },
  { source: 'domain' },
  { source: 'address' },
  { source: 'status', kind: 'status', statusPrefix: 'vendor.status' },
];

const shared = { calls: { list: contract.lsps.list }, listDecl: lspList, columns, inputs: [], titleSource: 'name', searchPlaceholderKey: 'vendor.lsp.search' } as const;

export const partnerResource = defineResource({
  ...shared,
  slug: PARTNERS_SLUG,
  fixedFilter: { status: 'COLLABORATE' },
  emptyStateKey: 'vendor.lsp.empty',
  listActions: RequestsLink,
});

export const requestResource = defineResource({
  ...shared,
  slug: REQUESTS_SLUG,
  emptyStateKey: 'vendor.lsp.emptyRequests',
  rowActions: ProposeButton,
});
