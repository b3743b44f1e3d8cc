// What the freight specs (orders, dispatch, freight) share: the demo API reached with a user's
// token, MUI selects and the order editor's stop dialog as a person fills them, and the order
// import sheet (spec 2's columns) built in the test.
import { utils, write } from '@e965/xlsx';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './app.ts';

/** The Authorization header of `email` (POST /v1/auth/login). */
export async function bearer(api: APIRequestContext, email: string) {
  const res = await api.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).data.token}` };
}

/** The answer's `data`, after checking the call succeeded. */
export async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A PUBLISHED order of shipper@ from PKS Kandis to Refinery Dumai (30 t of CPO). */
export async function publishOrder(api: APIRequestContext, note: string): Promise<{ id: number; identity: string }> {
  const headers = await bearer(api, 'shipper@lsi.test');
  const locations = await data<{ id: number; identity: string }[]>(await api.get('/v1/pickup-dropoff?entries=-1', { headers }));
  const products = await data<{ id: number; identity: string }[]>(await api.get('/v1/product?entries=1000', { headers }));
  const at = (identity: string) => locations.find((l) => l.identity === identity)!.id;
  const cpo = products.find((p) => p.identity === 'CPO-01')!.id;
  const order = await data<{ id: number; identity: string }>(await api.post('/v1/order', { headers, data: {} }));
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const [type, place] of [['PICKUP', 'PKS-KDS'], ['DROPOFF', 'REF-DUM']] as const) {
    await data(await api.post('/v1/suborder', { headers, data: { order_id: order.id, type, pickup_dropoff_location_point_id: at(place), estimation_date: day, products: [{ product_id: cpo, quantity: 30000 }] } }));
  }
  await data(await api.put(`/v1/order/${order.id}/publish`, { headers, data: { note } }));
  return order;
}

/**
 * lsp@ ships the order, asking vendor@ (CV Trans Andalas) for one truck of a model it has a free
 * plate of (earlier specs may have put every plate of its first model on the road): a request
 * vendor@ can answer. With no free plate or driver at all, vendor@ adds one first.
 */
/** A shipment of a new order of shipper@ that vendor@ accepted with a free plate of the model asked and a free driver. */
export async function acceptedShipment(api: APIRequestContext, note: string): Promise<{ id: number; identity: string; plate: string; order: string }> {
  const order = await publishOrder(api, note);
  const lsp = await bearer(api, 'lsp@lsi.test');
  const vendor = await bearer(api, 'vendor@lsi.test');
  const vendors = await data<{ id: number; name: string }[]>(await api.get('/v1/vendors?entries=1000', { headers: lsp }));
  const vendorId = vendors.find((v) => v.name === 'CV Trans Andalas')!.id;
  // A tanker: the weighbridge specs weigh 30 t of CPO on it.
  const { plate, driverId } = await freeTruck(api, lsp, vendor, vendorId, 'Tangki CPO 30 KL');
  const body = { order_ids: [order.id], vendors: [{ vendor_id: vendorId, vehicles: [{ vehicle_id: plate.vehicle_id, quantity: 1 }] }] };
  const shipment = await data<{ id: number; identity: string; shipment_vendors: { id: number }[] }>(await api.post('/v1/shipment', { headers: lsp, data: body }));
  await data(
    await api.put(`/v1/shipment/${shipment.id}/accept`, {
      headers: vendor,
      data: { shipment_vendor_id: shipment.shipment_vendors[0]!.id, tracks: [{ vehicle_detail_id: plate.id, driver_id: driverId }] },
    }),
  );
  return { id: shipment.id, identity: shipment.identity, plate: plate.plate_number, order: order.identity };
}

export const requestOneTruck = (api: APIRequestContext, orderId: number) => requestTrucks(api, orderId, 1);

/** lsp@ ships the order, asking vendor@ for `quantity` trucks of a model it has at least one free plate of. */
export async function requestTrucks(api: APIRequestContext, orderId: number, quantity: number): Promise<{ id: number; identity: string }> {
  const headers = await bearer(api, 'lsp@lsi.test');
  const own = await bearer(api, 'vendor@lsi.test');
  const vendors = await data<{ id: number; name: string }[]>(await api.get('/v1/vendors?entries=1000', { headers }));
  const vendor = vendors.find((v) => v.name === 'CV Trans Andalas')!;
  const { plate } = await freeTruck(api, headers, own, vendor.id);
  const body = { order_ids: [orderId], vendors: [{ vendor_id: vendor.id, vehicles: [{ vehicle_id: plate.vehicle_id, quantity }] }] };
  return data<{ id: number; identity: string }>(await api.post('/v1/shipment', { headers, data: body }));
}

type Headers = Record<string, string>;

/**
 * A plate and a driver of vendor@ free of any trip (earlier specs may have put them all on the
 * road): the demo's BM 9012 TV when free, else any free plate, else a new plate of its first model;
 * a free driver, else a new one.
 */
async function freeTruck(api: APIRequestContext, lsp: Headers, own: Headers, vendorId: number, modelName?: string): Promise<{ plate: { id: number; vehicle_id: number; plate_number: string }; driverId: number }> {
  type Plate = { id: number; vehicle_id: number; plate_number: string };
  const models = await data<{ id: number; name: string }[]>(await api.get(`/v1/vehicle?filter_columns=vendor_id&filter_keys=${vendorId}&entries=-1`, { headers: lsp }));
  const wanted = modelName === undefined ? undefined : models.find((m) => m.name === modelName);
  const free = (await data<Plate[]>(await api.get('/v1/vehicle-detail?mode=available&entries=-1', { headers: own }))).filter((p) => !wanted || p.vehicle_id === wanted.id);
  let plate = free.find((p) => p.plate_number === 'BM 9012 TV') ?? free[0];
  if (plate === undefined) {
    const model = wanted ?? models[0];
    const number = `BM ${1000 + Math.floor(Math.random() * 9000)} RT`;
    plate = await data<Plate>(await api.post('/v1/vehicle-detail', { headers: own, data: { vehicle_id: model!.id, plate_number: number } }));
  }
  const drivers = await data<{ id: number }[]>(await api.get('/v1/drivers?mode=available&entries=1', { headers: own }));
  let driverId = drivers[0]?.id;
  if (driverId === undefined) {
    const nik = `1471${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
    driverId = (await data<{ id: number }>(await api.post('/v1/drivers', { headers: own, multipart: { name: 'Sopir Cadangan', phone_number: '81200000099', national_identity: nik } }))).id;
  }
  return { plate, driverId };
}

/** Opens a select (MUI: a combobox) and clicks the option of that name in its list (a number: the n-th option). */
export async function pick(page: Page, select: Locator, option: string | RegExp | number) {
  await select.click();
  const list = page.getByRole('listbox');
  await (typeof option === 'number' ? list.getByRole('option').nth(option) : list.getByRole('option', { name: option })).click();
}

/** The select named `label` on the page. */
export const choose = (page: Page, label: string, option: string | RegExp) => pick(page, page.getByRole('combobox', { name: label }), option);

/** A day `days` from now, as a date field takes it (YYYY-MM-DD). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The order editor's labels (src/i18n/{en,id}/orders.ts) that adding a stop reads. */
export interface StopLabels {
  addStop: string;
  type: string;
  location: string;
  estimation: string;
  product: string;
  quantity: string;
  saveStop: string;
}

/** Adds a stop of `type` at `location` loading or unloading `quantity` Crude Palm Oil, through the editor's dialog. */
export async function addStop(page: Page, t: StopLabels, type: string, location: RegExp, quantity: string, day = dayFromNow(8)) {
  await page.getByRole('button', { name: t.addStop, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, t.type, type);
  await choose(page, t.location, location);
  await dialog.getByLabel(t.estimation).fill(day);
  await choose(page, t.product, /Crude Palm Oil/);
  await dialog.getByRole('textbox', { name: t.quantity }).fill(quantity);
  await dialog.getByRole('button', { name: t.saveStop }).click();
  await expect(dialog).toBeHidden();
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ORDER_SHEET_HEADER = ['identity_order', 'type', 'identity_location', 'identity_product', 'quantity', 'estimation'];

/** An order import sheet (xlsx) of these rows under the template's header. */
export function orderSheet(rows: (string | number)[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([ORDER_SHEET_HEADER, ...rows]), 'Orders');
  return Buffer.from(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
