// /v1/request-order: an order sheet read and checked by the server, row by row, in the caller's
// language (preview; nothing saved), then its rows imported as orders, all or none.
import type { FastifyInstance } from 'fastify';
import { translate } from '../../contract/messages.ts';
import { MAX_ORDER_IMPORT_ROWS, orderImportRow, type OrderImportRow } from '../../contract/order.ts';
import { requestOrder } from '../../contract/request-order.ts';
import { invalid } from '../lib/errors.ts';
import { planOrderImport, runOrderImport } from '../lib/freight/order-import.ts';
import { readOrderSheet } from '../lib/freight/read-order-sheet.ts';
import { localeOf, t, timezoneOffsetOf } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { writableCompany } from '../lib/tenant.ts';

export function requestOrderRoutes(app: FastifyInstance, s: Services) {
  route(app, s, requestOrder.preview, async ({ caller, body, db, req }) => {
    if (!(body.file instanceof File)) throw invalid({ file: ['validation.required'] });
    const companyId = await writableCompany(db, caller, body.shipment_company_id);
    const sheet = await readOrderSheet(body.file, MAX_ORDER_IMPORT_ROWS);
    const locale = localeOf(req);
    // The row schema first (each cell's own checks), then the company and the orders for the rows that passed.
    const errors: Record<number, Record<string, string[]>> = {};
    const parsed: { row: OrderImportRow; index: number }[] = [];
    sheet.rows.forEach((values, index) => {
      const result = orderImportRow.safeParse(values);
      if (result.success) parsed.push({ row: result.data, index });
      else for (const issue of result.error.issues) (errors[index] ??= {})[String(issue.path[0])] = [issue.message];
    });
    const plan = await planOrderImport(db, caller.lspId!, companyId, parsed.map((p) => p.row), body.type ?? 'PUBLISHED', timezoneOffsetOf(req));
    for (const [key, messages] of Object.entries(plan.errors)) {
      const [at, field] = key.split('.') as [string, string];
      (errors[parsed[Number(at)]!.index] ??= {})[field] = messages;
    }
    const rows = sheet.rows.map((values, index) => ({
      index,
      values,
      errors: Object.fromEntries(Object.entries(errors[index] ?? {}).map(([field, list]) => [field, list.map((m) => translate(locale, m))])),
    }));
    return {
      data: {
        rows,
        valid: rows.every((r) => Object.keys(r.errors).length === 0),
        orders: new Set(sheet.rows.map((r) => r.identity_order)).size,
        max_rows: MAX_ORDER_IMPORT_ROWS,
        columns: sheet.columns,
      },
    };
  });

  route(app, s, requestOrder.import, async ({ caller, body, req }) => {
    const ids = await runOrderImport(s, caller, { rows: body.orders, companyId: body.shipment_company_id, status: body.type ?? 'PUBLISHED', list: 'orders', tz: timezoneOffsetOf(req) });
    return { message: t(req, 'server.ordersImported', { orders: ids.length }), data: { orders: ids.length, ids } };
  });
}
