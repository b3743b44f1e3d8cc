// The logistic service providers' slugs and sub-paths: the vendor's partners
// (/vendor/logistic-service-provider, its /requests) and the admin's management
// (/admin/logistic-service-provider-management, a provider's shipping companies at :id/sc).
export const PARTNERS_SLUG = 'logistic-service-provider';
export const REQUESTS_PATH = 'requests';
/** The requests screen's own react-admin resource (its query and labels), under the partners' path. */
export const REQUESTS_SLUG = `${PARTNERS_SLUG}/${REQUESTS_PATH}`;
export const MANAGEMENT_SLUG = 'logistic-service-provider-management';
/** `<management>/:id/sc`: the provider's shipping companies (the screen comes from shipping-companies/). */
export const COMPANIES_PATH = 'sc';
