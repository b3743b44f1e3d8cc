// The shipping companies' slugs and sub-paths: the LSP's customers (/logistic-service-provider/customer,
// /customer/import-data/{sc}) and the admin's management (/admin/shipping-company-management,
// /shipping-company-management/{id}/accounts, the accounts screen coming from users/).
export { IMPORT_PATH } from '../../components/crud/ImportButton.tsx';

export const CUSTOMER_SLUG = 'customer';
export const MANAGEMENT_SLUG = 'shipping-company-management';
/** `<management>/:id/accounts`: the company's user accounts. */
export const ACCOUNTS_PATH = 'accounts';
