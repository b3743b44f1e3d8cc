// The body of the plates given while creating a vehicle, apart from their input so that the
// vehicle definition can name it without carrying the input's code (fetched when the form opens).
export type NewPlateRow = { plate_number?: string; driver_id?: number | string | null };
type Row = NewPlateRow;

/** Only what the body takes (a row without a driver has none); no rows: no plates field at all. */
export function newPlatesBody(value: unknown) {
  const rows = ((value ?? []) as Row[]).map((p) => ({
    plate_number: String(p.plate_number ?? '').trim(),
    driver_id: p.driver_id === '' || p.driver_id === undefined ? null : p.driver_id,
  }));
  return rows.length ? rows : undefined;
}
