// Lists of ids name each id once (issue 20 §4), derived from the contract: every list of ids of
// every body, and every list of objects keyed by an id (change-vehicles' tracks by track_id), says
// so in its JSON schema (contract/fields.ts distinctIds) and refuses an id listed twice with 422 on
// that field, naming the id, as JSON and as multipart; nothing is written. A list of objects whose
// items may repeat an id says why below, so the next list cannot be left undecided.
import { beforeAll, describe, expect, it } from 'vitest';
import { listedTwice } from '../../contract/fields.ts';
import { translate } from '../../contract/messages.ts';
import { nestFields } from '../../server/lib/multipart.ts';
import { multipart } from './harness.ts';
import { bodyWith, calls, contractSays, isIdSchema, jsonSchemaOf, lists, messagesOn, signedInApp, tableCounts, tokenFor, validPath, type List } from './contract-cases.ts';

const app = signedInApp();
let before: Record<string, number>;
beforeAll(async () => {
  before = await tableCounts(app.t);
});

/** Lists of objects whose items may repeat an id, and what refuses a repeat instead. */
const MAY_REPEAT: Record<string, string> = {
  'shipment.accept tracks': 'trucks to make (no track id yet); a plate or a driver twice is refused by checkAssignments (server/lib/freight/assign.ts)',
  'shipment.assign tracks': 'the same as accept',
  'shipment.create vendors': 'a vendor has at most one open request on a shipment: checkRequests (server/lib/freight/requests.ts), the rule change-vendor shares',
  'shipment.moveVehicle additionals': 'the same rule, against the target shipment too',
  'shipment.create vendors.0.vehicles': 'each model once in a request: checkRequests',
  'shipment.moveVehicle additionals.0.vehicles': 'each model once in a request: checkRequests',
  'shipment.changeVendor vehicles': 'each model once in a request: checkRequests',
  'suborder.create products': 'a product named twice on a stop is one line, its quantities added (server/lib/freight/stops.ts)',
  'suborder.update products': 'the same as create',
  'shipment.moveVehicle suborders.0.products': 'the same as a stop of suborder.create',
  'shipment.moveVehicle suborders': 'new stops: no id',
  'vehicle.create plates': 'new plates, no id; a plate number twice is refused by the contract (contract/vehicle.ts)',
  'order.bulkImport data': 'sheet rows, keyed by identities the import checks on their rows',
  'requestOrder.import orders': 'sheet rows, as order.bulkImport',
  'pickupDropoff.import locations': 'sheet rows, keyed by identities the import checks on their rows',
  'product.import products': 'sheet rows, keyed by identities the import checks on their rows',
  'vehicle.import vehicles': 'sheet rows, keyed by names the import checks on their rows',
  'vehicleDetail.import vehicles_details': 'sheet rows, keyed by plate numbers the import checks on their rows',
  'weighbridge.loadWeights items': 'the delivery orders of a paper ticket, no id: a DO number twice is two lines of the ticket',
  'weighbridge.deliverWeights items': 'the same as the load ticket',
};

const bodyLists = calls
  .filter((c) => c.def.body)
  .flatMap(({ id, def }) => lists(jsonSchemaOf(def.body!)).map((list) => ({ name: `${id.split(' ')[0]} ${list.path.join('.')}`, id, def, list })));
const isIdList = (l: List) => l.schema.items !== undefined && isIdSchema(l.schema.items);
const isObjectList = (l: List) => Boolean(l.schema.items?.properties);

/** A list with the id 1 twice, and the field its refusal is on: the list, or the key of its second item. */
function repeated(l: List): { value: unknown[]; field: string; multipart: Record<string, string> } {
  const at = l.path.join('.');
  const name = `${l.path[0]}${l.path.slice(1).map((k) => `[${k}]`).join('')}`;
  const key = l.schema['x-unique-by'];
  if (key === undefined) return { value: [1, 1], field: at, multipart: { [`${name}[0]`]: '1', [`${name}[1]`]: '1' } };
  return { value: [{ [key]: 1 }, { [key]: 1 }], field: `${at}.1.${key}`, multipart: { [`${name}[0][${key}]`]: '1', [`${name}[1][${key}]`]: '1' } };
}

const cases = bodyLists.filter((c) => isIdList(c.list) || c.list.schema['x-unique-by'] !== undefined);
const LISTED_TWICE = translate('id', listedTwice(1));
const headers = { 'accept-language': 'id' };

describe('every list of ids names each id once', () => {
  it('every list of ids, and every list of objects, says whether its ids may repeat', () => {
    expect(cases.length).toBeGreaterThan(8);
    expect(cases.some((c) => c.name === 'shipment.changeVehicles tracks')).toBe(true);
    const undecided = bodyLists.filter((c) => (isIdList(c.list) ? !c.list.schema.uniqueItems : isObjectList(c.list) && !c.list.schema['x-unique-by'] && !(c.name in MAY_REPEAT)));
    expect(undecided.map((c) => c.name)).toEqual([]);
    expect(Object.keys(MAY_REPEAT).filter((name) => !bodyLists.some((c) => c.name === name))).toEqual([]);
  });

  it.each(cases.map((c) => [c.id, c.list.path.join('.'), c] as const))('%s %s (JSON)', async (_id, _path, { def, list }) => {
    const { value, field } = repeated(list);
    const payload = bodyWith(list.path, value) as object;
    const res = await app.t.call({ method: def.method, url: validPath(def), token: tokenFor(app.tokens, def), headers, payload });
    expect(res.statusCode, res.body).toBe(422);
    expect(messagesOn(res.json().errors, field), res.body).toEqual([LISTED_TWICE]);
    expect(contractSays(def.body!, payload, field)).toEqual([LISTED_TWICE]);
  });

  const multipartCases = cases.filter((c) => c.def.multipart);
  it.each(multipartCases.map((c) => [c.id, c.list.path.join('.'), c] as const))('%s %s (multipart)', async (_id, _path, { def, list }) => {
    const { field, multipart: fields } = repeated(list);
    const form = multipart(fields);
    const res = await app.t.call({ method: def.method, url: validPath(def), token: tokenFor(app.tokens, def), payload: form.payload, headers: { ...form.headers, ...headers } });
    expect(res.statusCode, res.body).toBe(422);
    expect(messagesOn(res.json().errors, field), res.body).toEqual([LISTED_TWICE]);
    expect(contractSays(def.body!, nestFields(fields), field)).toEqual([LISTED_TWICE]);
  });

  it('nothing was written', async () => {
    expect(multipartCases.length).toBeGreaterThan(1);
    expect(await tableCounts(app.t)).toEqual(before);
  });
});
