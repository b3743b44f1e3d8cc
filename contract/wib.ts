// Western Indonesia Time (WIB: UTC+7, no daylight saving), the product's clock (spec 1 §9), for the
// web client and the server alike: declared once here.

/** The offset an instant typed in WIB carries ("2026-03-12T08:00:00+07:00"). */
export const WIB_OFFSET = '+07:00';
const WIB_OFFSET_MS = 7 * 3_600_000;

/** The instant shifted so that its UTC getters and toISOString() read the WIB wall clock. */
export const wibWall = (at: Date | string | number): Date => new Date(new Date(at).getTime() + WIB_OFFSET_MS);
