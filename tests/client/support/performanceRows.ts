// Vendor performance rows as GET /v1/dashboard/lsp/performance-vendor(-acceptance-rate) answer
// them (contract/performance.ts), for the msw handlers of the performance screen's and the LSP
// dashboard's tests: a row of zeros (rates null) with the figures given, and two vendors, one with
// weighed trips and one asked once and taking nothing.
import type { z } from 'zod';
import type { rateRow, transporterRow } from '../../../contract/performance.ts';

export type RateIn = z.input<typeof rateRow>;
export type TransporterIn = z.input<typeof transporterRow>;

export const rateRowOf = (id: number, name: string, r: Partial<RateIn>): RateIn => ({
  vendor: { id, name },
  request_unit: 0,
  acc_by_transporter: 0,
  acc_by_actual_coming: 0,
  auto_wb: 0,
  order_acceptance_rate: null,
  order_commitment_rate: null,
  order_accuracy_rate: null,
  ...r,
});

export const transporterRowOf = (r: RateIn, t: Partial<TransporterIn>): TransporterIn => ({
  ...r,
  total_netto_pickup: '0.000',
  total_netto_dropoff: '0.000',
  netto_loss_percentage: null,
  total_order_trip: 0,
  total_shipment_track_trip: 0,
  ...t,
});

export const andalas = rateRowOf(7, 'CV Trans Andalas', { request_unit: 6, acc_by_transporter: 3, acc_by_actual_coming: 2, auto_wb: 1, order_acceptance_rate: '50.00', order_commitment_rate: '66.67', order_accuracy_rate: '50.00' });
export const baru = rateRowOf(9, 'PT Vendor Baru', { request_unit: 1, order_acceptance_rate: '0.00' });
/** Both vendors' transporter rows: CV Trans Andalas with weighed trips, PT Vendor Baru with nothing picked up. */
export const vendorRows = (): TransporterIn[] => [
  transporterRowOf(andalas, { total_netto_pickup: '59741.000', total_netto_dropoff: '59590.250', netto_loss_percentage: '0.25', total_order_trip: 3, total_shipment_track_trip: 2 }),
  transporterRowOf(baru, {}),
];
