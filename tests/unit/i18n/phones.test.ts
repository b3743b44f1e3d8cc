// The phone formatter shared by the screens and the dispatch note (contract/phones.ts, issue 22):
// the country code and the national grouping, the stored text when the number cannot be read.
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../contract/phones.ts';
import { storedPhone } from '../../../contract/phone-text.ts';

describe('formatPhone', () => {
  it('groups Indonesian mobiles as dialled nationally, behind +62', () => {
    expect(formatPhone('62', '8121900012')).toBe('+62 812-1900-012');
    expect(formatPhone('62', '81234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('62', '812190001')).toBe('+62 812-190-001');
    expect(formatPhone('+62', '8121900012')).toBe('+62 812-1900-012');
    expect(formatPhone(62, 8121900012)).toBe('+62 812-1900-012');
  });

  it('reads a number stored with its leading 0, with separators, or with its own "+"', () => {
    expect(formatPhone('62', '08121900012')).toBe('+62 812-1900-012');
    expect(formatPhone('62', ' 0812-1900-012 ')).toBe('+62 812-1900-012');
    expect(formatPhone('62', '+62 812 1900 012')).toBe('+62 812-1900-012');
    expect(formatPhone(null, '8121900012')).toBe('+62 812-1900-012');
  });

  it('groups Indonesian landlines by their area code, without the (0..) of national dialling', () => {
    expect(formatPhone('62', '2155501234')).toBe('+62 21 55501234');
    expect(formatPhone('62', '761123456')).toBe('+62 761 123456');
  });

  it('groups other countries by their own rules', () => {
    expect(formatPhone('1', '4155552671')).toBe('+1 415 555-2671');
    expect(formatPhone('44', '7911123456')).toBe('+44 7911 123456');
    expect(formatPhone('65', '98765432')).toBe('+65 9876 5432');
    expect(formatPhone('60', '123456789')).toBe('+60 12-345 6789');
    expect(formatPhone('61', '412345678')).toBe('+61 412 345 678');
  });

  it('shows what is stored when the number cannot be read', () => {
    expect(formatPhone('62', '8123')).toBe('+62 8123');
    expect(formatPhone('62', 'call the office')).toBe('call the office');
    expect(formatPhone('62', '0812-CALL-ME')).toBe('0812-CALL-ME');
    expect(formatPhone('abc', '8121900012')).toBe('+abc 8121900012');
    expect(formatPhone('62', '+')).toBe('+');
    expect(formatPhone('62', '1'.repeat(30))).toBe(`+62 ${'1'.repeat(30)}`);
  });

  it("answers '-' without a number", () => {
    for (const none of [null, undefined, '', '   ', {}]) expect(formatPhone('62', none)).toBe('-');
  });
});

describe('storedPhone', () => {
  it('joins the stored parts without parsing', () => {
    expect(storedPhone('62', '8121900012')).toBe('+62 8121900012');
    expect(storedPhone('62', '08121900012')).toBe('+62 8121900012');
    expect(storedPhone(undefined, '8121900012')).toBe('+62 8121900012');
    expect(storedPhone('62', '+62 812')).toBe('+62 812');
    expect(storedPhone('62', null)).toBe('-');
  });
});
