// The admin's vendors (/admin/vendor-management): every vendor; create with its first user, rename or readdress, delete.
import { contract } from '../../../contract/index.ts';
import { vendorCreateBody, vendorList } from '../../../contract/vendor.ts';
import { defineResource } from '../../components/crud/index.ts';
import { firstUserInputs, IMAGE_TYPES } from '../../components/crud/organisationInputs.ts';
import { MANAGEMENT_SLUG } from './paths.ts';

export const vendorManagementResource = defineResource({
  slug: MANAGEMENT_SLUG,
  calls: { list: contract.vendors.list, get: contract.vendors.get, create: contract.vendors.create, update: contract.vendors.update, remove: contract.vendors.remove },
  listDecl: vendorList,
  fields: vendorCreateBody,
  titleSource: 'name',
  columns: [{ source: 'logo', kind: 'image', urlSource: 'logo_url' }, { source: 'name' }, { source: 'address' }, { source: 'created_at', kind: 'date' }],
  inputs: [
    { source: 'name', required: true },
    { source: 'address', kind: 'textarea' },
    // The update call takes name and address only: on edit the stored logo is shown, removable.
    { source: 'logo', kind: 'image', urlSource: 'logo_url', accept: IMAGE_TYPES, on: 'create' },
    { source: 'logo', kind: 'image', urlSource: 'logo_url', readOnly: true, on: 'edit', removeCall: contract.vendors.removeLogo, removeLabelKey: 'shell.crud.removeLogo' },
    ...firstUserInputs,
  ],
  searchPlaceholderKey: 'resources.vendor-management.search',
});
