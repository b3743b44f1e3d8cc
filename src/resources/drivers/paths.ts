// The drivers' slugs: the vendor's own (/vendor/drivers) and the LSP's read-only view (/logistic-service-provider/list-driver).
export const SLUG = 'drivers';
export const LSP_SLUG = 'list-driver';
