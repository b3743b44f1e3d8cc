// An LSP's branding as the contract's Personalization fields (used by /v1/personalization and
// the LSP records that carry the same fields).
import type { Personalization } from '../../contract/personalization.ts';
import type { logisticsServiceProviders } from '../db/schema/index.ts';
import { fileUrl } from './files.ts';

export function brandingOf(lsp: typeof logisticsServiceProviders.$inferSelect): Personalization {
  return {
    name: lsp.name,
    logo: lsp.logo,
    logo_url: fileUrl(lsp.logo),
    primary_color: lsp.primaryColor,
    secondary_color: lsp.secondaryColor,
    register_banner: lsp.registerBanner,
    register_banner_url: fileUrl(lsp.registerBanner),
  };
}
