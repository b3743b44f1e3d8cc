// The LSP's company profile screen as an area entry (/logistic-service-provider/form-profile, also /profile/form-profile's target).
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ResourceDef } from '../../areas/types.ts';
import { LspProfile, SLUG } from './LspProfile.tsx';

export { LspProfile, SLUG };

/** Menu "Company Profile"; the list route is the form. */
export const profileEntry: ResourceDef = { slug: SLUG, labelKey: 'lsp.menu.profile', icon: ApartmentIcon, list: LspProfile };
