// The products' slug (/shipping-company/product; its import at product/import-data).
export const SLUG = 'product';
