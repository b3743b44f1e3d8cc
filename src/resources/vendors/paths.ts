// The vendors' slugs: the LSP's vendors (/logistic-service-provider/list-vendor, a vendor's detail
// at list-vendor/{id}), its vendor requests (/request-vendors) and the admin's management
// (/admin/vendor-management).
export const COLLABORATORS_SLUG = 'list-vendor';
export const REQUESTS_SLUG = 'request-vendors';
export const MANAGEMENT_SLUG = 'vendor-management';
/** The LSP's lists that show a vendor's collaboration status: an answer replaces its row in both. */
export const COLLABORATION_LISTS = [COLLABORATORS_SLUG, REQUESTS_SLUG] as const;
