// The vehicle screens' slugs (URL segments and react-admin resource names), in one place.
export const SLUG = 'vehicles';
export const LSP_SLUG = 'list-vehicle';
export const TYPES_SLUG = 'vehicle-types';
export const FEATURES_SLUG = 'vehicle-features';
