// Texts of the account screens: `resources` (react-admin names and field labels per slug) and `texts`.
export const accountArea = {
  resources: {},
  texts: {},
};
