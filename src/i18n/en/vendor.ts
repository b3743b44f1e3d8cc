// Texts of the vendor screens: `resources` (react-admin names and field labels per slug) and `texts`.
export const vendorArea = {
  resources: {},
  texts: {},
};
