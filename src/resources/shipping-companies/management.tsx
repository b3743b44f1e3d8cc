// The admin's shipping companies (/admin/shipping-company-management, main admin only, see
// canAccess): every company under its provider's domain; create with its first user, edit,
// block/unblock, delete, and a link to its user accounts.
import type { RaRecord } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { shipmentCompanyCreateBody, shipmentCompanyList } from '../../../contract/shipment-company.ts';
import { defineResource } from '../../components/crud/index.ts';
import { firstUserInputs } from '../../components/crud/organisationInputs.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { MANAGEMENT_SLUG } from './paths.ts';
import { ManagementRowActions } from './RowActions.tsx';

export const scResource = defineResource({
  slug: MANAGEMENT_SLUG,
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
  rowActions: ManagementRowActions,
  searchPlaceholderKey: 'resources.shipping-company-management.search',
});
