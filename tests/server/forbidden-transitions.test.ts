// Every forbidden transition of contract/states.ts, generated from the table: for each entity, each
// action a call takes and each state the action does not start from, a record is made through the
// API, put in that state, and the call is made: 409 naming the entity, the state and the action in
// the caller's language (English and Indonesian by turns), and nothing in the freight tables changes.
// Actions that only follow from another call (an order released when its shipment's last vendor
// part is cancelled, a trip finished by a reopen) leave a record in another state as it is.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, fill, type Locale } from '../../contract/messages.ts';
import { orderMachine, shipmentMachine, shipmentVendorMachine, trackMachine, weighbridgeTicketMachine, type Entity, type Machine } from '../../contract/states.ts';
import { multipart, startTestApp, type TestApp, type UploadPart } from './harness.ts';
import { assignment, expectUnchanged, freightKit, ok, publishedOrder, stop, trucks, type Kit, type Truck } from './freight-kit.ts';
import { dispatchWith, request, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let pool: Truck[];
/** A free truck of vendor A that refused calls name and never take. */
let spare: Truck;
/** A published order the move probes send trucks to. */
let target: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t, { vendorB: 'newvendor@lsi.test' });
  d = await dispatchWith(k);
  pool = await trucks(k, k.ids.tanker1!, 70);
  spare = pool.pop()!;
  target = await publishedOrder(k);
});
afterAll(() => t?.close());

type Res = LightMyRequestResponse;

/** What a probe builds: an order with its stops and, for shipment calls, the shipment and its parts. */
interface Fixture {
  order: { id: number; pickup: number; dropoff: number };
  shipment: { id: number };
  partA: number;
  partB: number;
  trackIds: number[];
  /** The load ticket of the first truck (fixture `loaded`). */
  ticketId?: number;
}

/**
 * The freight entities; the invoice's forbidden transitions are generated in tests/server/invoices.test.ts,
 * the machine ticket's in tests/server/weighbridge-machine.test.ts, the geofence alert's in
 * tests/server/geofences.test.ts, the export's in tests/server/exports.test.ts.
 */
type FreightEntity = Exclude<Entity, 'invoice' | 'machineTicket' | 'geofenceAlert' | 'exportFile' | 'fmsLink'>;
const TABLE: Record<FreightEntity, string> = { order: 'orders', shipment: 'shipments', shipmentVendor: 'shipment_vendors', track: 'tracks', weighbridgeTicket: 'weighbridge_tickets' };
/** The record of each entity a probe puts in the state under test. */
const RECORD: Record<FreightEntity, (fx: Fixture) => number> = {
  order: (fx) => fx.order.id,
  shipment: (fx) => fx.shipment.id,
  shipmentVendor: (fx) => fx.partA,
  track: (fx) => fx.trackIds[0]!,
  weighbridgeTicket: (fx) => fx.ticketId!,
};

const put = (entity: FreightEntity, id: number, state: string) => t.db.execute(sql`update ${sql.identifier(TABLE[entity])} set status = ${state} where id = ${id}`);
const stateOf = async (entity: FreightEntity, id: number) => (await k.rows<{ status: string }>(sql`select status from ${sql.identifier(TABLE[entity])} where id = ${id}`))[0]!.status;

async function withStops(order: { id: number }): Promise<Fixture['order']> {
  const stops = await k.rows<{ id: number; type: string }>(sql`select id, type from suborders where order_id = ${order.id} order by id`);
  return { id: order.id, pickup: stops.find((s) => s.type === 'PICKUP')!.id, dropoff: stops.find((s) => s.type === 'DROPOFF')!.id };
}

const none = { shipment: { id: 0 }, partA: 0, partB: 0, trackIds: [] };
const FIXTURES = {
  /** A published order of sc1 with a pickup and a drop-off. */
  order: async (): Promise<Fixture> => ({ ...none, order: await withStops(await publishedOrder(k)) }),
  /** A WAITING shipment: vendor A asked for one tanker. */
  waiting: async (): Promise<Fixture> => {
    const w = await d.shipmentOf(1);
    return { ...w, order: await withStops(w.order), trackIds: [] };
  },
  /** An ON_PROGRESS shipment: vendor A accepted with one truck. */
  running: async (): Promise<Fixture> => {
    const r = await d.running([pool.pop()!]);
    return { ...r, order: await withStops(r.order) };
  },
  /** As running, with two trucks: a trip is reopened only with a truck on it, so one may be put in any state. */
  runningTwo: async (): Promise<Fixture> => {
    const r = await d.running([pool.pop()!, pool.pop()!]);
    return { ...r, order: await withStops(r.order) };
  },
  /** As running, with the truck's load ticket entered (the truck is ON_THE_WAY). */
  loaded: async (): Promise<Fixture> => {
    const r = await d.running([pool.pop()!]);
    const ticket = ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${r.trackIds[0]}`, loadTicket())).data as { id: number };
    return { ...r, order: await withStops(r.order), ticketId: ticket.id };
  },
  /** As running, and vendor B asked for one more (so vendor A's part is not the last one in play). */
  runningWithB: async (): Promise<Fixture> => {
    const r = await d.running([pool.pop()!], true);
    return { ...r, order: await withStops(r.order) };
  },
};

type Send = (fx: Fixture, lang: Locale) => Promise<Res>;
interface Probe {
  /** The call, as docs/states.md names it. */
  via: string;
  fixture: keyof typeof FIXTURES;
  send: Send;
  /** The record put in the state, when it is not the entity's own record of the fixture. */
  record?: (fx: Fixture) => number;
  /** States from which this call takes another path, not the action (with why). */
  except?: Partial<Record<string, string>>;
  /** The action the refusal names when the call checks another one first. */
  refusedAs?: string;
}
/** An action that follows from another call: a record in another state keeps it, and the call succeeds. */
interface Effect {
  effect: Probe;
}

const json = (who: string, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object): ((lang: Locale) => Promise<Res>) => (lang) => k.as(who, method, url, payload, lang);
const form = (url: string, fields: Record<string, string | UploadPart>, lang: Locale) => {
  const m = multipart(fields);
  return t.call({ method: 'POST', url, token: k.tokens.lsp, payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });
};

// ---- the calls, each with the fixture it needs -------------------------------------------------

const loadTicket = (extra: object = {}) => ({ ticket_number: 'TK-1', out_time: '2026-03-11T08:00:00+07:00', items: [{ do_number: 'DO-1', delivery_weight: 29000 }], ...extra });
const deliverTicket = { ticket_number: 'RF-1', in_time: '2026-03-11T14:00:00+07:00', out_time: '2026-03-11T14:30:00+07:00', refinery_net_weight: 28950, items: [{ do_number: 'DO-1', total_deliver: 28950 }] };

const calls = {
  rename: { via: 'PUT /v1/order/{id}/identity', fixture: 'order', send: (fx, lang) => json('lsp', 'PUT', `/v1/order/${fx.order.id}/identity`, { identity: `RENAMED-${fx.order.id}` })(lang) },
  addStop: { via: 'POST /v1/suborder', fixture: 'order', send: (fx, lang) => json('lsp', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), order_id: fx.order.id })(lang) },
  replaceStop: { via: 'PUT /v1/suborder/{id}', fixture: 'order', send: (fx, lang) => json('lsp', 'PUT', `/v1/suborder/${fx.order.dropoff}`, stop(k, 'DROPOFF', 12000))(lang) },
  removeStop: { via: 'DELETE /v1/suborder/{id}', fixture: 'order', send: (fx, lang) => json('lsp', 'DELETE', `/v1/suborder/${fx.order.dropoff}`)(lang) },
  publish: { via: 'PUT /v1/order/{orderId}/publish', fixture: 'order', send: (fx, lang) => json('shipper', 'PUT', `/v1/order/${fx.order.id}/publish`, { note: 'Kirim' })(lang) },
  cancelOrder: { via: 'PUT /v1/order/{id}/cancel', fixture: 'order', send: (fx, lang) => json('shipper', 'PUT', `/v1/order/${fx.order.id}/cancel`)(lang) },
  changeDestination: {
    via: 'PUT /v1/suborder/{id}/change-destinations',
    fixture: 'order',
    send: (fx, lang) => json('shipper', 'PUT', `/v1/suborder/${fx.order.dropoff}/change-destinations`, { pickup_dropoff_location_point_id: k.ids.belawan, note: 'Tangki penuh' })(lang),
  },
  ship: {
    via: 'POST /v1/shipment',
    fixture: 'order',
    send: (fx, lang) => json('lsp', 'POST', '/v1/shipment', { order_ids: [fx.order.id], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 1)] })(lang),
  },
  accept: {
    via: 'PUT /v1/shipment/{id}/accept',
    fixture: 'waiting',
    send: (fx, lang) => json('vendor', 'PUT', `/v1/shipment/${fx.shipment.id}/accept`, { shipment_vendor_id: fx.partA, tracks: [assignment(spare)] })(lang),
  },
  reject: { via: 'PUT /v1/shipment/{id}/reject', fixture: 'waiting', send: (fx, lang) => json('vendor', 'PUT', `/v1/shipment/${fx.shipment.id}/reject`, { shipment_vendor_id: fx.partA, reason: 'Armada penuh' })(lang) },
  assign: {
    via: 'PUT /v1/shipment/{id}/assign',
    fixture: 'running',
    send: (fx, lang) => json('lsp', 'PUT', `/v1/shipment/${fx.shipment.id}/assign`, { tracks: [{ ...assignment(spare), shipment_vendor_id: fx.partA }] })(lang),
  },
  changeVendor: {
    via: 'PUT /v1/shipment/{id}/change-vendor',
    fixture: 'waiting',
    send: (fx, lang) =>
      json('lsp', 'PUT', `/v1/shipment/${fx.shipment.id}/change-vendor`, {
        shipment_vendor_id: fx.partA,
        vendor_id: k.ids.vendor1,
        new_vendor_id: k.ids.vendor2,
        vehicles: [{ vehicle_id: d.tankerB, quantity: 1 }],
        note: 'Lebih dekat',
      })(lang),
  },
  changeVehicles: {
    via: 'POST /v1/shipment/{id}/change-vehicles',
    fixture: 'running',
    send: (fx, lang) =>
      form(`/v1/shipment/${fx.shipment.id}/change-vehicles`, { 'tracks[0][track_id]': String(fx.trackIds[0]), 'tracks[0][vehicle_detail_id]': String(spare.plate), 'tracks[0][driver_id]': String(spare.driver), note: 'Ban pecah' }, lang),
  },
  move: {
    via: 'POST /v1/shipment/move-vehicle',
    fixture: 'running',
    send: (fx, lang) => form('/v1/shipment/move-vehicle', { type: 'EXISTING', 'track_ids[0]': String(fx.trackIds[0]), order_id: String(target.id), note: 'Pindah muatan' }, lang),
  },
  removeTrack: { via: 'PUT /v1/tracks/{id}/remove', fixture: 'running', send: (fx, lang) => json('lsp', 'PUT', `/v1/tracks/${fx.trackIds[0]}/remove`, { reason: 'Sopir sakit' })(lang) },
  bulkRemove: { via: 'PUT /v1/tracks/bulk-remove', fixture: 'running', send: (fx, lang) => json('vendor', 'PUT', '/v1/tracks/bulk-remove', { track_ids: fx.trackIds, reason: 'Servis' })(lang) },
  /** Vendor A's part while vendor B's is still in play. */
  cancelPart: { via: 'DELETE /v1/shipment-vendors/{id}', fixture: 'runningWithB', send: (fx, lang) => json('lsp', 'DELETE', `/v1/shipment-vendors/${fx.partA}`, { reason: 'Truk rusak' })(lang) },
  /** The shipment's only part: cancelling it cancels the shipment and releases its order. */
  cancelLastPart: { via: 'DELETE /v1/shipment-vendors/{id} (the last part in play)', fixture: 'waiting', send: (fx, lang) => json('lsp', 'DELETE', `/v1/shipment-vendors/${fx.partA}`, { reason: 'Batal' })(lang) },
  reopen: { via: 'PUT /v1/shipment/{id}/reopen', fixture: 'runningTwo', send: (fx, lang) => json('lsp', 'PUT', `/v1/shipment/${fx.shipment.id}/reopen`, { note: 'Ritase 2' })(lang) },
  loadWeights: { via: 'POST /v1/weight-bridge/manual-load-weights/{id}', fixture: 'running', send: (fx, lang) => json('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${fx.trackIds[0]}`, loadTicket())(lang) },
  deliverWeights: { via: 'POST /v1/weight-bridge/manual-deliver-weights/{track_id}', fixture: 'running', send: (fx, lang) => json('lsp', 'POST', `/v1/weight-bridge/manual-deliver-weights/${fx.trackIds[0]}`, deliverTicket)(lang) },
  correctLoad: {
    via: 'POST /v1/weight-bridge/manual-load-weights/{id} (correction_reason)',
    fixture: 'loaded',
    send: (fx, lang) => json('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${fx.trackIds[0]}`, loadTicket({ correction_reason: 'Salah ketik' }))(lang),
  },
} satisfies Record<string, Probe>;

// ---- which calls take each action (docs/states.md, "calls") ---------------------------------------

type Entry = Probe[] | Effect;
const PROBES: Record<FreightEntity, Record<string, Entry>> = {
  order: {
    edit: [calls.rename, calls.addStop, calls.replaceStop, calls.removeStop],
    publish: [calls.publish],
    cancel: [calls.cancelOrder],
    changeDestination: [calls.changeDestination],
    ship: [
      calls.ship,
      {
        ...calls.move,
        via: 'POST /v1/shipment/move-vehicle (EXISTING, to the order)',
        record: (fx) => fx.order.id,
        send: (fx, lang) => form('/v1/shipment/move-vehicle', { type: 'EXISTING', 'track_ids[0]': String(fx.trackIds[0]), order_id: String(fx.order.id), note: 'Pindah' }, lang),
        except: { ON_SHIPMENT: 'trucks moved to a shipped order join its shipment (tests/server/shipment-rework.test.ts)' },
      },
    ],
    // Cancelling the last part releases the shipment's ON_SHIPMENT orders only.
    release: { effect: calls.cancelLastPart },
  },
  shipment: {
    accept: [calls.accept],
    reject: [calls.reject],
    assign: [calls.assign],
    changeVendor: [calls.changeVendor],
    changeVehicles: [calls.changeVehicles],
    moveVehicle: [calls.move],
    removeTrack: [calls.removeTrack, calls.bulkRemove],
    cancelPart: [calls.cancelPart],
    reopen: [calls.reopen],
    // Cancelling the last part checks the part's own action first, which starts from the same states.
    cancel: [{ ...calls.cancelLastPart, refusedAs: 'cancelPart' }],
  },
  shipmentVendor: {
    accept: [calls.accept],
    reject: [calls.reject],
    changeVendor: [calls.changeVendor],
    assign: [calls.assign],
    changeVehicles: [calls.changeVehicles],
    moveVehicle: [calls.move],
    reopen: [calls.reopen],
    cancel: [calls.cancelLastPart],
  },
  track: {
    changeVehicle: [calls.changeVehicles],
    move: [calls.move],
    remove: [calls.removeTrack, calls.bulkRemove],
    finish: { effect: calls.reopen },
    load: [calls.loadWeights],
    deliver: [calls.deliverWeights],
  },
  weighbridgeTicket: {
    correct: [calls.correctLoad],
  },
};

const MACHINES = [orderMachine, shipmentMachine, shipmentVendorMachine, trackMachine, weighbridgeTicketMachine] as (Machine & { entity: FreightEntity })[];
const forbiddenStates = (m: Machine, action: string) => m.states.filter((s) => !m.transitions.find((x) => x.action === action)!.from.includes(s));

/** "This order is Published: "edit" is not possible now." in `lang`. */
const refusal = (lang: Locale, entity: Entity, state: string, action: string) =>
  fill(catalogs[lang].server.transitionRefused, {
    entity: catalogs[lang].entity[entity],
    state: catalogs[lang].state[state as keyof (typeof catalogs)['en']['state']],
    action: catalogs[lang].action[action as keyof (typeof catalogs)['en']['action']],
  });

interface Case {
  entity: FreightEntity;
  action: string;
  state: string;
  probe: Probe;
  lang: Locale;
}
const refusals: Case[] = [];
const effects: Omit<Case, 'lang'>[] = [];
for (const m of MACHINES) {
  for (const [action, entry] of Object.entries(PROBES[m.entity])) {
    for (const state of forbiddenStates(m, action)) {
      if ('effect' in entry) effects.push({ entity: m.entity, action, state, probe: entry.effect });
      else for (const probe of entry) if (!probe.except?.[state]) refusals.push({ entity: m.entity, action, state, probe, lang: refusals.length % 2 ? 'id' : 'en' });
    }
  }
}

/** The probe's fixture, its record of the entity put in the state under test. */
async function inState(c: Omit<Case, 'lang'>): Promise<{ fx: Fixture; id: number }> {
  const fx = await FIXTURES[c.probe.fixture]();
  const id = (c.probe.record ?? RECORD[c.entity])(fx);
  await put(c.entity, id, c.state);
  return { fx, id };
}

describe('the probes cover the states table', () => {
  it('every action a role takes has its calls (or is the effect of one); system actions have none', () => {
    for (const m of MACHINES) {
      const taken = m.transitions.filter((x) => x.by.length > 0).map((x) => x.action);
      expect(Object.keys(PROBES[m.entity]).sort(), m.entity).toEqual(taken.sort());
    }
    // The cases the audit found untested are among them.
    const names = refusals.map((c) => `${c.entity}.${c.action}.${c.state} ${c.probe.via}`);
    for (const expected of [
      'shipment.assign.WAITING PUT /v1/shipment/{id}/assign',
      'shipmentVendor.assign.REQUESTED PUT /v1/shipment/{id}/assign',
      'track.changeVehicle.REMOVED POST /v1/shipment/{id}/change-vehicles',
      'shipment.changeVehicles.WAITING POST /v1/shipment/{id}/change-vehicles',
      'shipment.moveVehicle.WAITING POST /v1/shipment/move-vehicle',
      'shipment.reopen.DELIVERED PUT /v1/shipment/{id}/reopen',
      'shipment.cancel.DELIVERED DELETE /v1/shipment-vendors/{id} (the last part in play)',
      'order.cancel.DELIVERED PUT /v1/order/{id}/cancel',
      'order.cancel.ON_SHIPMENT PUT /v1/order/{id}/cancel',
    ]) {
      expect(names).toContain(expected);
    }
  });
});

describe('a forbidden transition is a 409 in the caller language and changes nothing', () => {
  it.each(refusals.map((c) => [`${c.entity} ${c.action} from ${c.state}: ${c.probe.via} (${c.lang})`, c] as const))('%s', async (_, c) => {
    const { fx, id } = await inState(c);
    const res = await expectUnchanged(k, () => c.probe.send(fx, c.lang), 409);
    expect(res.json().message).toBe(refusal(c.lang, c.entity, c.state, c.probe.refusedAs ?? c.action));
    expect(await stateOf(c.entity, id)).toBe(c.state);
  });

  it('reads as a person would in both languages', async () => {
    const fx = await FIXTURES.running();
    await put('shipmentVendor', fx.partA, 'REJECTED');
    // Reopen with no vendor that has trucks on the shipment names the request, not the shipment.
    expect((await expectUnchanged(k, () => calls.reopen.send(fx, 'id'), 409)).json().message).toBe('Status permintaan vendor ini Ditolak: "buka kembali" tidak dapat dilakukan sekarang.');
    expect((await expectUnchanged(k, () => calls.reopen.send(fx, 'en'), 409)).json().message).toBe('This vendor request is Rejected: "reopen" is not possible now.');
  });
});

describe('an action that follows from another call leaves a record in another state as it is', () => {
  it.each(effects.map((c) => [`${c.entity} ${c.action}: a ${c.state} record under ${c.probe.via}`, c] as const))('%s', async (_, c) => {
    // An order on its own shipment, or a truck of vendor A's accepted part.
    const { fx, id } = await inState(c);
    ok(await c.probe.send(fx, 'en'));
    expect(await stateOf(c.entity, id)).toBe(c.state);
  });
});
