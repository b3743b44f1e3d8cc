// Field schemas of the order and shipment calls (quantities, trucks, dates, reasons), built on
// fields.ts so that they refuse the same values with the same messages as every other call.
import { z } from 'zod';
import { QUANTITY, decimalNumber, optionalId, optionalNumber, readDecimal, readInteger, requiredId, requiredText } from './fields.ts';
import { messageRef } from './message-ref.ts';

/** Identities of orders and shipments: the column is varchar(64). */
export const IDENTITY_MAX = 64;
/** Notes and reasons people type. */
export const NOTE_MAX = 1000;

/** A quantity that must be more than zero (a product on a stop, a truck's weight): a QUANTITY, at least its step. */
export const positiveQuantity = () => z.preprocess(readDecimal, decimalNumber(QUANTITY, { positive: true }));

/** How many trucks of one vehicle model: a whole number from 1 to `max`. */
export const truckCount = (max = 100) =>
  z.preprocess(
    readInteger,
    z
      .number({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.integer') })
      .int('validation.integer')
      .min(1, messageRef('validation.min', { min: 1 }))
      .max(max, messageRef('validation.max', { max })),
  );

/** A day ("2026-03-12", in the caller's timezone) or an instant with its offset; a real calendar day. */
export const dayOrInstant = () => z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'validation.date' });

/** An instant with its offset ("2026-03-12T08:00:00+07:00"): when a request expires. */
export const instant = () => z.iso.datetime({ offset: true, error: 'validation.date' });

/** Why someone's work changes (reject, remove a truck, change a vendor): required, at most NOTE_MAX. */
export const reason = () => requiredText(NOTE_MAX);

/** A truck line of a request: a vehicle model of the vendor and how many of it. */
export const vehicleLine = z.object({ vehicle_id: requiredId(), quantity: truckCount() });

/** One vendor asked for trucks: the models and counts, and the weight it is to carry. */
export const vendorRequest = z.object({
  vendor_id: requiredId(),
  weight: optionalNumber(),
  vehicles: z.array(vehicleLine).min(1, 'validation.required').max(20, messageRef('validation.tooManyItems', { max: 20 })),
});

/** A truck given to a request: its plate and its driver (and the order it carries, when several). */
export const trackAssignment = z.object({
  vehicle_detail_id: requiredId(),
  driver_id: requiredId(),
  order_id: optionalId(),
});
