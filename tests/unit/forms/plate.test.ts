// The Indonesian plate format (contract/vehicle-detail.ts), one rule for the form, the plate
// import and the server.
import { describe, expect, it } from 'vitest';
import { canonicalPlate, plateNumber } from '../../../contract/vehicle-detail.ts';
import { plateImport } from '../../../src/imports/kinds.ts';
import { validateRow } from '../../../src/imports/validate.ts';
import { en, id } from '../../../contract/messages.ts';

describe('plate numbers', () => {
  it('accept region letters 1-2, digits 1-4, suffix letters 0-3, stored with single spaces', () => {
    expect(canonicalPlate('B 1234 XYZ')).toBe('B 1234 XYZ');
    expect(canonicalPlate('b1234xyz')).toBe('B 1234 XYZ');
    expect(canonicalPlate(' bm-8123-tu ')).toBe('BM 8123 TU');
    expect(canonicalPlate('D 1')).toBe('D 1');
    expect(plateNumber().parse('  bm  1234   xy ')).toBe('BM 1234 XY');
  });

  it.each(['BMX 1234 AB', 'B 12345 A', 'B 1234 ABCD', '1234 AB', 'B', 'BM/12#', 'B 12 A 3'])('refuse %s with the format said', (plate) => {
    const result = plateNumber().safeParse(plate);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.plateNumber');
  });

  it('say the format with an example in both languages', () => {
    expect(en.validation.plateNumber).toContain('B 1234 XYZ');
    expect(id.validation.plateNumber).toContain('B 1234 XYZ');
  });

  it('are checked the same way in the plate import preview', () => {
    expect(validateRow({ plate_number: 'BMX 99999', vehicle_name: 'Dump' }, plateImport).errors).toEqual({ plate_number: 'validation.plateNumber' });
    expect(validateRow({ plate_number: 'bm9999tu', vehicle_name: 'Dump' }, plateImport).data).toMatchObject({ plate_number: 'BM 9999 TU' });
  });
});
