// The admin's providers (/admin/logistic-service-provider-management): providers with their branding (name, address,
// domain, logo, colours, registration banner) and, on create, their first user; per row a link to
// the provider's shipping companies.
import ApartmentIcon from '@mui/icons-material/Apartment';
import { contract } from '../../../contract/index.ts';
import { DEFAULT_PRIMARY_COLOR } from '../../../contract/branding.ts';
import { lspCreateBody, lspList } from '../../../contract/lsp.ts';
import { defineResource } from '../../components/crud/index.ts';
import { firstUserInputs, IMAGE_TYPES } from '../../components/crud/organisationInputs.ts';
import { RowLink } from '../../components/crud/RowLink.tsx';
import { COMPANIES_PATH, MANAGEMENT_SLUG } from './paths.ts';

/** To the provider's shipping companies (`:id/sc`, mounted by the admin area). */
const CompaniesLink = () => <RowLink path={COMPANIES_PATH} labelKey="admin.lsp.companies" icon={<ApartmentIcon />} />;

export const lspResource = defineResource({
  slug: MANAGEMENT_SLUG,
  calls: { list: contract.lsps.list, create: contract.lsps.create, update: contract.lsps.update, remove: contract.lsps.remove },
  listDecl: lspList,
  fields: lspCreateBody,
  titleSource: 'name',
  columns: [{ source: 'logo', kind: 'image', urlSource: 'logo_url' }, { source: 'name' }, { source: 'domain' }, { source: 'address' }, { source: 'created_at', kind: 'date' }],
  inputs: [
    { source: 'name', required: true },
    { source: 'domain', required: true },
    { source: 'address', kind: 'textarea' },
    { source: 'primary_color', kind: 'color', defaultValue: DEFAULT_PRIMARY_COLOR },
    { source: 'secondary_color', kind: 'color' },
    { source: 'logo', kind: 'image', urlSource: 'logo_url', accept: IMAGE_TYPES, removeCall: contract.lsps.removeLogo, removeLabelKey: 'shell.crud.removeLogo' },
    { source: 'register_banner', kind: 'image', urlSource: 'register_banner_url', accept: IMAGE_TYPES },
    ...firstUserInputs,
  ],
  rowActions: CompaniesLink,
  searchPlaceholderKey: 'resources.logistic-service-provider-management.search',
});
