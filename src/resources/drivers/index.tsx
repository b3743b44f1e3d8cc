// Drivers: the vendor's screens (list with block/unblock, create and edit with licences) and the
// LSP's read-only list-driver, from one declaration (definition.ts).
import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from '../../components/crud/index.ts';
import { driverResource, LSP_SLUG, lspDriverResource, SLUG } from './definition.ts';

export { SLUG, LSP_SLUG, driverResource, lspDriverResource };

export const DriverList = () => <ResourceList def={driverResource} />;
export const DriverCreate = () => <ResourceCreate def={driverResource} />;
export const DriverEdit = () => <ResourceEdit def={driverResource} />;
export const LspDriverList = () => <ResourceList def={lspDriverResource} />;
export const LspDriverShow = () => <ResourceShow def={lspDriverResource} />;

/** The vendor area's entry: menu "Drivers". */
export const driversEntry: ResourceDef = { slug: SLUG, labelKey: 'vendor.menu.drivers', icon: BadgeIcon, list: DriverList, create: DriverCreate, edit: DriverEdit };
export const driversData = { [SLUG]: driverResource.source };

/** The LSP area's entry: menu "List Driver", read-only. */
export const lspDriversEntry: ResourceDef = { slug: LSP_SLUG, labelKey: 'vendor.menu.listDriver', icon: BadgeIcon, list: LspDriverList, show: LspDriverShow };
export const lspDriversData = { [LSP_SLUG]: lspDriverResource.source };
