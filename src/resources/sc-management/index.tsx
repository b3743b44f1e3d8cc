// /admin/shipping-company-management (main admin only, see canAccess): every shipping company
// under its provider's domain; create with its first user, edit, block/unblock, delete, and a
// link to its user accounts.
import ApartmentIcon from '@mui/icons-material/Apartment';
import PeopleIcon from '@mui/icons-material/People';
import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { shipmentCompanyCreateBody, shipmentCompanyList } from '../../../contract/shipment-company.ts';
import { defineResource, ResourceCreate, ResourceEdit, ResourceList } from '../../components/crud/index.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { firstUserInputs } from '../../components/crud/organisationInputs.ts';
import { RowLink } from '../../components/crud/RowLink.tsx';
import { BlockButton } from './BlockButton.tsx';

export const SLUG = 'shipping-company-management';

/** The company's user accounts (`:id/accounts`, mounted by the admin area) and block/unblock. */
function CompanyRowActions() {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <RowLink path="accounts" labelKey="admin.sc.accounts" icon={<PeopleIcon />} />
      <BlockButton />
    </Box>
  );
}

export const scResource = defineResource({
  slug: SLUG,
  calls: contract.shipmentCompanies,
  listDecl: shipmentCompanyList,
  fields: shipmentCompanyCreateBody,
  titleSource: 'name',
  perPage: 9,
  columns: [
    { source: 'logo', kind: 'image', urlSource: 'logo_url' },
    { source: 'name' },
    { source: 'logistics_service_provider_name' },
    { source: 'address' },
    { source: 'is_blocked', render: (r) => <StatusChip status={(r as RaRecord).is_blocked ? 'BLOCK' : 'ACTIVE'} prefix="admin.status" /> },
  ],
  inputs: [
    { source: 'name', required: true },
    { source: 'logistics_service_provider_domain', required: true },
    { source: 'address', kind: 'textarea' },
    ...firstUserInputs,
  ],
  rowActions: CompanyRowActions,
  searchPlaceholderKey: 'resources.shipping-company-management.search',
  emptyStateKey: 'resources.shipping-company-management.empty',
});

export const scManagementEntry: ResourceDef = {
  slug: SLUG,
  labelKey: 'admin.menu.sc',
  icon: ApartmentIcon,
  list: () => <ResourceList def={scResource} />,
  create: () => <ResourceCreate def={scResource} />,
  edit: () => <ResourceEdit def={scResource} />,
};
