// Numbers as people read them here, in both languages (spec 1 §9: "thousands use the Indonesian
// locale"): "25.000", "1.234.567,5", at most 2 decimals. One formatter for the screens
// (src/i18n/format.ts), the server's documents (the dispatch note) and its notifications.
const indonesian = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** "1.234.567,5": Indonesian thousands and decimal separators, at most 2 decimals. */
export const formatNumber = (n: number): string => indonesian.format(n);
