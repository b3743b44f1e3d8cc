/** The URL slug of the locations screen (/shipping-company/location) and its dataProvider key. */
export const SLUG = 'location';
