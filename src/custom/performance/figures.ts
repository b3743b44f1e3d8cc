// The figures each view of the vendor performance screen shows (spec 1 §2 "Dashboards (content)",
// docs/performance.md): the same list draws a view's table (FigureTable) and its chart (charts/),
// so the two cannot disagree. A chart's bars are the counts and weights on the left axis, its lines
// the per cents on the right axis. No React, no recharts.
import type { RateRow, TransporterRow, VendorReportRow } from '../../../contract/performance.ts';
import { formatNumber } from '../../i18n/format.ts';

/** A figure: its catalog key under performance.figures and how it is shown. */
export interface Figure<R> {
  key: string;
  value: (row: R) => number | string | null;
  percent?: boolean;
}

/** A figure as shown ("66,67%"), "–" when its denominator was zero (null). */
export const shownValue = (v: number | string | null, percent = false) => (v === null ? '–' : `${formatNumber(v)}${percent ? '%' : ''}`);

export type VendorRow = { vendor: { id: number; name: string } };

/** Whether any row has a figure to draw: a count or weight other than 0, or a per cent (null: nothing to divide by). */
export function hasFigures<R>(rows: readonly R[], figures: readonly Figure<R>[]): boolean {
  const drawn = (v: number | string | null) => v !== null && Number(v) !== 0;
  return rows.some((r) => figures.some((f) => drawn(f.value(r))));
}

/** A chart's height (px); its loading placeholder keeps the same room. */
export const CHART_HEIGHT = 320;

/** How a view is drawn: bars and lines on a vendor axis (the left axis' unit, the right axis' scale), or a pie. */
export type ChartSpec = { kind: 'bars'; left: 'kg' | 'count' | 'trucks'; right?: 'rate' | 'loss' } | { kind: 'pie' };

export const NETTO: Figure<TransporterRow>[] = [
  { key: 'total_netto_pickup', value: (r) => r.total_netto_pickup },
  { key: 'total_netto_dropoff', value: (r) => r.total_netto_dropoff },
  { key: 'netto_loss_percentage', value: (r) => r.netto_loss_percentage, percent: true },
];
export const NETTO_CHART: ChartSpec = { kind: 'bars', left: 'kg', right: 'loss' };

export const TRIPS: Figure<TransporterRow>[] = [
  { key: 'total_order_trip', value: (r) => r.total_order_trip },
  { key: 'total_shipment_track_trip', value: (r) => r.total_shipment_track_trip },
];
export const TRIPS_CHART: ChartSpec = { kind: 'bars', left: 'count' };

export const RATES: Figure<RateRow>[] = [
  { key: 'request_unit', value: (r) => r.request_unit },
  { key: 'acc_by_actual_coming', value: (r) => r.acc_by_actual_coming },
  { key: 'acc_by_transporter', value: (r) => r.acc_by_transporter },
  { key: 'auto_wb', value: (r) => r.auto_wb },
  { key: 'order_acceptance_rate', value: (r) => r.order_acceptance_rate, percent: true },
  { key: 'order_commitment_rate', value: (r) => r.order_commitment_rate, percent: true },
  { key: 'order_accuracy_rate', value: (r) => r.order_accuracy_rate, percent: true },
];
export const RATES_CHART: ChartSpec = { kind: 'bars', left: 'trucks', right: 'rate' };

/** A vendor's part of the netto picked up by every vendor of the pie, per cent (2 decimals). */
export type ShareRow = TransporterRow & { share: number };

/** Spec 1 §2: the pie counts only the vendors whose pickup netto is above 0. */
export function pickupShareRows(rows: readonly TransporterRow[]): ShareRow[] {
  const picked = rows.filter((r) => Number(r.total_netto_pickup) > 0);
  const total = picked.reduce((sum, r) => sum + Number(r.total_netto_pickup), 0);
  return picked.map((r) => ({ ...r, share: Math.round((Number(r.total_netto_pickup) / total) * 10_000) / 100 }));
}

export const SHARE: Figure<ShareRow>[] = [
  { key: 'total_netto_pickup', value: (r) => r.total_netto_pickup },
  { key: 'share', value: (r) => r.share, percent: true },
];
export const SHARE_CHART: ChartSpec = { kind: 'pie' };

/** What a chart draws: the vendors in order, and per figure its value for each (null: nothing to divide by, a gap). */
export interface ChartData {
  vendors: VendorRow['vendor'][];
  series: { key: string; percent: boolean; values: (number | null)[] }[];
}

export function chartDataOf<R extends VendorRow>(rows: readonly R[], figures: readonly Figure<R>[]): ChartData {
  return {
    vendors: rows.map((r) => r.vendor),
    series: figures.map((f) => ({
      key: f.key,
      percent: !!f.percent,
      values: rows.map((r) => {
        const v = f.value(r);
        return v === null ? null : Number(v);
      }),
    })),
  };
}

/** The vendor report's columns (spec 1 §3 "Vendor report row"). */
export const REPORT: Figure<VendorReportRow>[] = [
  { key: 'total_order_requested', value: (r) => r.total_order_requested },
  { key: 'total_order_accepted', value: (r) => r.total_order_accepted },
  { key: 'order_acceptance_rate', value: (r) => r.order_acceptance_rate, percent: true },
  { key: 'total_netto_pickup', value: (r) => r.total_netto_pickup },
  { key: 'total_netto_dropoff', value: (r) => r.total_netto_dropoff },
  { key: 'total_netto_loss', value: (r) => r.total_netto_loss },
  { key: 'netto_loss_percentage', value: (r) => r.netto_loss_percentage, percent: true },
  { key: 'total_shipment_track_trip', value: (r) => r.total_shipment_track_trip },
  { key: 'total_order_trip', value: (r) => r.total_order_trip },
];
