// Reading an entry's stored changes into the contract's shape. Entries written before the history
// kept names ("track 12" fields, `{ part, trucks }`, `{ vehicle_detail_id, driver_id }`, lists of
// track ids) are saved data and stay readable: they are read with what they knew, a truck whose
// plate was not kept being "a truck", and an id is never passed on.
import { historyChange, historyState, type HistoryTruck } from '../../../contract/shipment-history.ts';
import type { StoredChange } from './events.ts';

type Raw = { field?: unknown; from?: unknown; to?: unknown; part?: unknown };

const someTruck: HistoryTruck = { plate: null, driver: null };
const text = (v: unknown) => (typeof v === 'string' ? v : null);
const count = (v: unknown) => (typeof v === 'number' ? v : 0);
const request = (trucks: number) => ({ trucks, weight: null, vehicles: [] });
const partOf = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** An entry in the shape written before names were kept; null when nothing readable is left. */
function legacy(c: Raw, all: Raw[], entryPart: number | null): StoredChange | null {
  const field = text(c.field) ?? '';
  const vendor = /^vendor (.+)$/.exec(field);
  if (vendor) {
    const asked = (c.to ?? {}) as { part?: unknown; trucks?: unknown };
    return { field: 'request', subject: vendor[1], from: null, to: request(count(asked.trucks)), part: partOf(asked.part) };
  }
  // A change of vendor kept the new request's lines by model id: its count is what is left.
  if (field === 'vehicles' && Array.isArray(c.to)) {
    const trucks = c.to.reduce((n: number, l: { quantity?: unknown }) => n + count(l?.quantity), 0);
    const to = text(all.find((x) => x.field === 'vendor')?.to);
    return { field: 'request', subject: to, from: null, to: request(trucks), part: entryPart ?? undefined };
  }
  if (field === 'tracks' && Array.isArray(c.from)) return { field: 'tracks', from: c.from.map(() => someTruck), to: [] };
  if (/^suborder \d+$/.test(field)) return { field: 'stop', from: text(c.from), to: text(c.to) };
  if (!/^track \d+$/.test(field)) return null;
  if (typeof c.to === 'object' && c.to !== null) return { field: 'truck', from: someTruck, to: someTruck };
  // A truck taken off ("ASSIGNED" → "REMOVED") or moved (shipment identities).
  const to = historyState.safeParse(c.to);
  if (to.success) return { field: 'status', subject: someTruck, from: historyState.safeParse(c.from).data ?? null, to: to.data };
  return { field: 'shipment', subject: someTruck, from: text(c.from), to: text(c.to) };
}

/** The changes of an entry (`entryPart`: the part it is about), each in the contract's shape. */
export function readChanges(stored: unknown, entryPart: number | null): StoredChange[] {
  const all = (Array.isArray(stored) ? stored : []) as Raw[];
  return all.flatMap((c) => {
    const now = historyChange.safeParse(c);
    if (now.success) return [{ ...now.data, part: partOf(c.part) }];
    const old = legacy(c, all, entryPart);
    // Whatever an old entry holds, only the contract's shape goes out.
    return old && historyChange.safeParse(old).success ? [old] : [];
  });
}
