// Drivers, declared once for two areas: the vendor's own (CRUD with licences, block/unblock, the
// driver's user account) and the LSP's read-only list-driver (its collaborating vendors' drivers,
// with the vendor named: the server scopes the rows by role). Rows come from /v2/drivers so the
// licences show in the list.
import { createElement } from 'react';
import { contract } from '../../../contract/index.ts';
import { driverFields, driverList } from '../../../contract/driver.ts';
import { defineResource, type ColumnDef } from '../../components/crud/index.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { onDemand } from '../../components/onDemand.tsx';
import { phoneCell } from '../../components/PhoneText.tsx';
import { LSP_SLUG, SLUG } from './paths.ts';

// The form's licences input, the row's block button and the edit page's account button are fetched
// when first shown: the vendor's and the LSP's areas list drivers, their first views show none of these.
const LicencesInput = onDemand(async () => ({ default: (await import('./LicencesInput.tsx')).LicencesInput })).Component;
const BlockButton = onDemand(async () => ({ default: (await import('./BlockButton.tsx')).BlockButton })).Component;
const DriverUserButton = onDemand(async () => ({ default: (await import('./DriverUserDialog.tsx')).DriverUserButton })).Component;

/** Only what the body takes: the embedded ids and category names of the record stay behind. */
export const licencesBody = (value: unknown) =>
  (value as { license_category_id: number; license_number: string }[]).map((l) => ({ license_category_id: l.license_category_id, license_number: String(l.license_number ?? '').trim() }));

export { SLUG, LSP_SLUG };

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'] as const;

type Licence = { license_category_name: string; license_number: string };

const columns: ColumnDef[] = [
  { source: 'avatar', kind: 'image', urlSource: 'avatar_url' },
  { source: 'user_name' },
  { source: 'national_identity' },
  { source: 'phone_number', render: phoneCell },
  { source: 'licenses', render: (r) => ((r.licenses as Licence[] | undefined) ?? []).map((l) => `${l.license_category_name} ${l.license_number}`).join(', ') || '-' },
  { source: 'is_blocked', render: (r) => createElement(StatusChip, { status: r.is_blocked ? 'BLOCK' : 'ACTIVE', prefix: 'vendor.status' }) },
];

const shared = {
  listDecl: driverList,
  titleSource: 'user_name',
  searchPlaceholderKey: 'vendor.drivers.search',
} as const;

export const driverResource = defineResource({
  ...shared,
  slug: SLUG,
  calls: { ...contract.driver, list: contract.driver.listFull },
  fields: driverFields,
  columns,
  inputs: [
    { source: 'user_name', bodyKey: 'name', required: true },
    { source: 'national_identity', required: true },
    { source: 'email', kind: 'email' },
    { source: 'phone_country_code', defaultValue: '62' },
    { source: 'phone_number', required: true },
    { source: 'avatar', kind: 'image', urlSource: 'avatar_url', accept: AVATAR_TYPES, removeCall: contract.driver.removeAvatar, removeLabelKey: 'shell.crud.removeAvatar' },
    { source: 'licenses', kind: 'custom', component: LicencesInput, toBody: licencesBody },
  ],
  emptyStateKey: 'vendor.drivers.empty',
  rowActions: BlockButton,
  editExtra: DriverUserButton,
});

export const lspDriverResource = defineResource({
  ...shared,
  slug: LSP_SLUG,
  calls: { list: contract.driver.listFull, get: contract.driver.get },
  columns: [...columns, { source: 'vendor.name' }],
  inputs: [],
  emptyStateKey: 'vendor.drivers.emptyReadOnly',
  showable: true,
});
