// Texts of the lsp screens: `resources` (react-admin names and field labels per slug) and `texts`.
export const lspArea = {
  resources: {},
  texts: {},
};
