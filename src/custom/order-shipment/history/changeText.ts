// One "before → after" of a history entry in the reader's words (contract/shipment-history.ts
// historyChange): a label per kind of change, what it is about (a vendor, a truck) and the values
// as the entry kept them: states, instants, plates with their drivers, what a vendor was asked.
// The server sends no ids; a truck of an older entry, kept without its plate, is "a truck".
import type { HistoryChange, HistoryRequest, HistoryTruck } from '../../../../contract/shipment-history.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How instants and numbers read in the reader's language (src/i18n/format.ts). */
export interface Formats {
  instant: (value: string) => string;
  number: (value: number) => string;
}

/** "BM 8123 TA (Agus Pratama)", the plate alone, or "a truck" when the entry did not keep it. */
export function truckText(truck: HistoryTruck, translate: Translate): string {
  if (!truck.plate) return translate('history.values.someTruck');
  return truck.driver ? translate('history.values.truck', { plate: truck.plate, driver: truck.driver }) : truck.plate;
}

/** "2 trucks (2 × Tangki CPO 30 KL), 25,000 kg". */
function requestText(asked: HistoryRequest, translate: Translate, f: Formats): string {
  const trucks = translate('history.values.trucks', { smart_count: asked.trucks });
  if (!asked.vehicles.length) return trucks;
  const vehicles = asked.vehicles.map((v) => translate('history.detail.vendors.vehicle', { quantity: v.quantity, name: v.name })).join(', ');
  if (asked.weight === null) return translate('history.values.asked', { trucks, vehicles });
  return translate('history.values.askedWeight', { trucks, vehicles, weight: f.number(asked.weight) });
}

/** The trucks by plate, or how many when an older entry did not keep their plates. */
function trucksText(list: HistoryTruck[], translate: Translate): string | null {
  if (!list.length) return null;
  if (list.some((t) => !t.plate)) return translate('history.values.trucks', { smart_count: list.length });
  return list.map((t) => truckText(t, translate)).join(', ');
}

/** One side of a change; null when there is nothing there (shown as "-"). */
function valueText(c: HistoryChange, side: 'from' | 'to', translate: Translate, f: Formats): string | null {
  switch (c.field) {
    case 'status':
      return c[side] === null ? null : translate(`shell.status.${c[side]}`);
    case 'request':
      return c[side] === null ? null : requestText(c[side], translate, f);
    case 'expired_at':
      return c[side] === null ? null : f.instant(c[side]);
    case 'ritase':
      return c[side] === null ? null : String(c[side]);
    case 'truck':
      return c[side] === null ? null : truckText(c[side], translate);
    case 'tracks':
      return c[side] === null ? null : trucksText(c[side], translate);
    default:
      return c[side] || null;
  }
}

function fieldText(c: HistoryChange, translate: Translate): string {
  // A truck of an older entry, kept without its plate, is not named ("Status", "Shipment").
  if ((c.field === 'status' || c.field === 'shipment') && c.subject?.plate) return translate('history.fields.truckNamed', { truck: truckText(c.subject, translate) });
  if (c.field === 'request' && c.subject) return translate('history.fields.requestTo', { vendor: c.subject });
  return translate(`history.fields.${c.field}`);
}

/** "Status: Requested → Accepted", "Trucks: BM 8123 TA (Agus Pratama)" (nothing before). */
export function changeText(c: HistoryChange, translate: Translate, f: Formats): string {
  const t = (key: string, values: Record<string, unknown>) => translate(`history.detail.timeline.${key}`, values);
  // An older entry kept neither plate: all it can say is that one changed.
  if (c.field === 'truck' && !c.from?.plate && !c.to?.plate) return t('truckChanged', {});
  const field = fieldText(c, translate);
  const from = valueText(c, 'from', translate, f);
  const to = valueText(c, 'to', translate, f) ?? translate('history.detail.timeline.none');
  return from === null ? t('set', { field, to }) : t('change', { field, from, to });
}
