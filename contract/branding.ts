// Branding defaults (spec 1 §9), zod-free so the first page can use them.
export const DEFAULT_PRIMARY_COLOR = '#EF3434';
