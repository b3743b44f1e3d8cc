// Drivers, one entity in two areas (definition.ts): the vendor's own (/vendor/drivers: list with
// block/unblock, create and edit with licences) and the LSP's read-only view of its collaborating
// vendors' drivers (/logistic-service-provider/list-driver).
import BadgeIcon from '@mui/icons-material/Badge';
import type { EntityResource } from '../../areas/types.ts';
import { crudScreens } from '../../components/crud/index.ts';
import { driverResource, LSP_SLUG, lspDriverResource, SLUG } from './definition.ts';

export { SLUG, LSP_SLUG, driverResource, lspDriverResource };

const drivers: EntityResource = {
  entity: 'drivers',
  variants: {
    VENDOR: { slug: SLUG, labelKey: 'vendor.menu.drivers', icon: BadgeIcon, ...crudScreens(driverResource, { create: true, edit: true }) },
    LOGISTIC_SERVICE_PROVIDER: { slug: LSP_SLUG, labelKey: 'vendor.menu.listDriver', icon: BadgeIcon, ...crudScreens(lspDriverResource) },
  },
};
export default drivers;
