// The create-shipment review's rules (src/custom/order-shipment/create-shipment/reviewDraft.ts): the
// body sent to POST /v1/shipment with each vendor's weight and the expiry, and what the screen
// refuses before sending, by field, with the contract's own messages.
import { describe, expect, it } from 'vitest';
import { checkReview, emptyReview, serverProblems } from '../../../src/custom/order-shipment/create-shipment/reviewDraft.ts';
import { notInFuture, wibInstant, wibLocalOf, wibText } from '../../../src/components/wibInstant.ts';

/** 12:00 WIB. */
const now = new Date('2026-03-10T05:00:00.000Z');
const vendors = [
  { vendor_id: 1, vehicles: [{ vehicle_id: 11, quantity: 2 }] },
  { vendor_id: 2, vehicles: [{ vehicle_id: 21, quantity: 1 }] },
];

describe('checkReview', () => {
  it('sends each vendor its weight (a comma read as the decimal point), the note and the expiry with its offset', () => {
    const { body, problems } = checkReview([7], vendors, { note: ' Muat pagi ', expires: '2026-03-11T08:00', weights: { '1': '25000', '2': '12,5' } }, now);
    expect(problems).toBeUndefined();
    expect(body).toEqual({
      order_ids: [7],
      vendors: [
        { vendor_id: 1, weight: 25000, vehicles: [{ vehicle_id: 11, quantity: 2 }] },
        { vendor_id: 2, weight: 12.5, vehicles: [{ vehicle_id: 21, quantity: 1 }] },
      ],
      note: 'Muat pagi',
      set_expired_at: '2026-03-11T08:00:00+07:00',
    });
    expect(new Date(body!.set_expired_at!).toISOString()).toBe('2026-03-11T01:00:00.000Z');
  });

  it('leaves out what is not given: no weight, no note, no expiry (the server gives a day)', () => {
    expect(checkReview([7], vendors, emptyReview, now).body).toEqual({
      order_ids: [7],
      vendors: [
        { vendor_id: 1, vehicles: [{ vehicle_id: 11, quantity: 2 }] },
        { vendor_id: 2, vehicles: [{ vehicle_id: 21, quantity: 1 }] },
      ],
    });
  });

  it("refuses, by field, a weight that is not a number or below 0, a note too long and an expiry that is not in the future", () => {
    const { problems, body } = checkReview([7], vendors, { note: 'x'.repeat(1001), expires: '2026-03-10T11:59', weights: { '1': 'lots', '2': '-5' } }, now);
    expect(body).toBeUndefined();
    expect(problems).toEqual({
      'weight.1': 'validation.number',
      'weight.2': 'validation.nonNegative',
      note: 'validation.tooLong?max=1000',
      set_expired_at: 'validation.future',
    });
  });

  it('says which vendor is asked for too many trucks', () => {
    expect(checkReview([7], [{ vendor_id: 2, vehicles: [{ vehicle_id: 21, quantity: 101 }] }], emptyReview, now).problems).toEqual({ 'vehicles.2': 'validation.max?max=100' });
  });

  it("puts the server's field errors on the same fields", () => {
    expect(serverProblems({ 'vendors.1.weight': ['Too heavy.'], set_expired_at: ['Must be a time in the future.'], order_ids: ['Not found.'] }, vendors)).toEqual({
      'weight.2': 'Too heavy.',
      set_expired_at: 'Must be a time in the future.',
      '': 'Not found.',
    });
  });
});

describe('WIB instants (the product time zone, whatever the browser zone)', () => {
  it('reads a datetime-local value as WIB, shows it with WIB, and knows the past from the future', () => {
    expect(wibInstant('2026-03-11T08:05')).toBe('2026-03-11T08:05:00+07:00');
    expect(new Date(wibInstant('2026-03-11T08:05')).toISOString()).toBe('2026-03-11T01:05:00.000Z');
    expect(wibLocalOf(new Date('2026-03-11T01:05:00.000Z'))).toBe('2026-03-11T08:05');
    // The WIB day starts 7 hours before UTC's.
    expect(wibLocalOf(new Date('2026-03-10T20:30:00.000Z'))).toBe('2026-03-11T03:30');
    expect(wibText('2026-03-11T08:05')).toBe('2026-03-11 08:05 WIB');
    expect(notInFuture('2026-03-10T12:00', now)).toBe(true);
    expect(notInFuture('2026-03-10T12:01', now)).toBe(false);
    expect(notInFuture('not a time', now)).toBe(true);
  });

  it('does not depend on the zone the browser runs in', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
        process.env.TZ = tz;
        expect(new Date(wibInstant('2026-03-11T08:05')).toISOString(), tz).toBe('2026-03-11T01:05:00.000Z');
        expect(wibLocalOf(new Date('2026-03-11T01:05:00.000Z')), tz).toBe('2026-03-11T08:05');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
