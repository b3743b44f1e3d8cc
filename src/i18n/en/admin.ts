// Texts of the admin screens: `resources` (react-admin names and field labels per slug) and `texts`.
export const adminArea = {
  resources: {},
  texts: {},
};
