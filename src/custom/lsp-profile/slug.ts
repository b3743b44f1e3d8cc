// The LSP company profile's slug, apart from its form so the area's menu does not carry the form.
export const SLUG = 'form-profile';
