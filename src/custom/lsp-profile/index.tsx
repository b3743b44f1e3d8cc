// The LSP's company profile screen as an area entry (/logistic-service-provider/form-profile, also /profile/form-profile's target).
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { SLUG } from './slug.ts';

export { SLUG };

/** The form is fetched when first opened: the LSP's first view does not carry it. */
export const LspProfile = lazyScreen(async () => ({ default: (await import('./LspProfile.tsx')).LspProfile }));

/** Menu "Company Profile"; the list route is the form. */
export const profileEntry: ResourceDef = { slug: SLUG, labelKey: 'lsp.menu.profile', icon: ApartmentIcon, list: LspProfile };
