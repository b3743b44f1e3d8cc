// Numbers as people read them here, in both languages (spec 1 §9: "thousands use the Indonesian
// locale"): "25.000", "1.234.567,5", at most 2 decimals. One formatter for the screens
// (src/i18n/format.ts), the server's documents (the dispatch note) and its notifications.
const indonesian = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** "1.234.567,5": Indonesian thousands and decimal separators, at most 2 decimals. */
export const formatNumber = (n: number): string => indonesian.format(n);

/**
 * Rupiah from the decimal text the server answers ("1234567.50"): "Rp1.234.567,5", Indonesian
 * separators, at most 2 decimals, no spaces (spec 1 §9). Formatted from the text itself (Intl reads
 * decimal strings exactly), never through a binary float, so 1234567.5 is never "1.234.568" and
 * amounts past 2^53 cents keep their last digit.
 */
export const formatMoney = (amount: string): string => {
  const negative = amount.trim().startsWith('-');
  return `${negative ? '-' : ''}Rp${formatDecimal(negative ? amount.trim().slice(1) : amount)}`;
};

/** A decimal text ("80.000", "0.27") as "80", "0,27": exactly, as formatMoney, without the currency. */
export const formatDecimal = (text: string): string => indonesian.format(text.trim() as unknown as number);
