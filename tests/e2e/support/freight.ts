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
