// /v1/invoices, /v1/invoice-details, /v1/invoice-fees (spec 2 §7 "Invoices"; docs/invoices.md).
// Thin: validate, scope to the caller's tenant, call server/lib/invoices/.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoiceCalls, invoiceDetailList, invoiceFeeList, invoiceList, toInvoiceList, type ToInvoiceRow } from '../../contract/invoice.ts';
import type { Db } from '../db/open.ts';
import { invoiceDetails, invoiceFees, invoices, orders, shipmentCompanies, shipments, vehicleDetails } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { answerList, col, type ColumnMap, type ListSource } from '../lib/list.ts';
import { localeOf, t } from '../lib/locale.ts';
import { iso } from '../lib/values.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { PDF_TYPE, invoiceFileName, invoiceLinePdf, invoicePdf, pdfOrFail } from '../lib/invoices/pdf.ts';
import {
  D,
  I,
  detailJoins,
  detailRowOf,
  detailSelect,
  invoiceJoins,
  invoiceRecordOf,
  invoiceSelect,
  toDetailRow,
  toFee,
  toInvoiceRow,
  type RawDetail,
  type RawInvoice,
} from '../lib/invoices/read.ts';
import { detailScope, invoiceScope, unreadOf } from '../lib/invoices/scope.ts';
import { addFee, createInvoices, markRead, publishInvoice, removeFee, updateDetail, updateFee } from '../lib/invoices/write.ts';

type InvoiceCol = (typeof invoiceList.search)[number] | (typeof invoiceList.sort)[number] | (typeof invoiceList.filter)[number];
const invoiceColumns: ColumnMap<InvoiceCol> = {
  'shipment.identity': col(shipments.identity),
  number: col(invoices.number),
  'shipment_company.name': col(shipmentCompanies.name),
  created_at: col(invoices.createdAt),
  published_at: col(invoices.publishedAt),
  status: col(invoices.status),
  shipment_id: col(invoices.shipmentId),
};

const invoiceSource = (db: Db, caller: Caller): ListSource<InvoiceCol, RawInvoice, ReturnType<ReturnType<typeof toInvoiceRow>>> => ({
  what: 'invoices',
  db,
  decl: invoiceList,
  columns: invoiceColumns,
  idColumn: invoices.id,
  rows: () => invoiceJoins(db.select(invoiceSelect(caller))) as never,
  keys: () => invoiceJoins(db.select({ id: invoices.id })) as never,
  toRow: toInvoiceRow(caller),
});

type DetailCol = (typeof invoiceDetailList.search)[number] | (typeof invoiceDetailList.sort)[number] | (typeof invoiceDetailList.filter)[number];
const detailColumns: ColumnMap<DetailCol> = {
  'order.identity': col(orders.identity),
  'vehicle_detail.plate_number': col(vehicleDetails.plateNumber),
  id: col(invoiceDetails.id),
  invoice_id: col(invoiceDetails.invoiceId),
};

const detailSource = (db: Db, caller: Caller): ListSource<DetailCol, RawDetail, ReturnType<ReturnType<typeof toDetailRow>>> => ({
  what: 'invoice-details',
  db,
  decl: invoiceDetailList,
  columns: detailColumns,
  idColumn: invoiceDetails.id,
  rows: () => detailJoins(db.select(detailSelect)) as never,
  keys: () => detailJoins(db.select({ id: invoiceDetails.id })) as never,
  toRow: toDetailRow(caller),
});

type FeeCol = (typeof invoiceFeeList.search)[number] | (typeof invoiceFeeList.sort)[number] | (typeof invoiceFeeList.filter)[number];
const feeColumns: ColumnMap<FeeCol> = {
  description: col(invoiceFees.description),
  id: col(invoiceFees.id),
  invoice_id: col(invoiceFees.invoiceId),
  invoice_detail_id: col(invoiceFees.invoiceDetailId),
};

const feeSource = (db: Db): ListSource<FeeCol, typeof invoiceFees.$inferSelect, ReturnType<typeof toFee>> => ({
  what: 'invoice-fees',
  db,
  decl: invoiceFeeList,
  columns: feeColumns,
  idColumn: invoiceFees.id,
  rows: () => db.select().from(invoiceFees).$dynamic() as never,
  keys: () => db.select({ id: invoiceFees.id }).from(invoiceFees).$dynamic() as never,
  toRow: toFee,
});

type ToInvoiceCol = (typeof toInvoiceList.search)[number] | (typeof toInvoiceList.sort)[number];
const toInvoiceColumns: ColumnMap<ToInvoiceCol> = { identity: col(shipments.identity), updated_at: col(shipments.updatedAt), created_at: col(shipments.createdAt) };
type RawToInvoice = { shipment: typeof shipments.$inferSelect; orders: unknown };

const toInvoiceSource = (db: Db): ListSource<ToInvoiceCol, RawToInvoice, ToInvoiceRow> => ({
  what: 'shipments-to-invoice',
  db,
  decl: toInvoiceList,
  columns: toInvoiceColumns,
  idColumn: shipments.id,
  rows: () =>
    db
      .select({
        shipment: shipments,
        orders: sql<unknown>`(select coalesce(json_agg(json_build_object('id', o.id, 'identity', o.identity) order by o.id), '[]'::json) from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = ${shipments.id})`,
      })
      .from(shipments)
      .$dynamic() as never,
  keys: () => db.select({ id: shipments.id }).from(shipments).$dynamic() as never,
  toRow: (r) => ({ id: r.shipment.id, identity: r.shipment.identity, orders: (typeof r.orders === 'string' ? JSON.parse(r.orders) : r.orders) as ToInvoiceRow['orders'], created_at: iso(r.shipment.createdAt)!, updated_at: iso(r.shipment.updatedAt)! }),
});

/** Delivered shipments of the caller's LSP with no invoice. */
const toInvoiceScope = (caller: Caller): SQL =>
  sql`${shipments.logisticsServiceProviderId} = ${caller.lspId ?? -1} and ${shipments.status} = 'DELIVERED' and not exists (select 1 from invoices i where i.shipment_id = ${shipments.id})`;

const feeScope = (caller: Caller): SQL => sql`exists (select 1 from invoices i where i.id = ${invoiceFees.invoiceId} and ${invoiceScope(caller)})`;

export function invoiceRoutes(app: FastifyInstance, s: Services) {
  const write = <T>(fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], now: Date) => Promise<T>) => s.db.transaction((tx) => fn(tx, s.clock()));

  route(app, s, invoiceCalls.list, async ({ caller, query, req, db }) => {
    const scope = query.unread ? and(invoiceScope(caller, I), unreadOf(caller, I)) : invoiceScope(caller, I);
    return answerList(invoiceSource(db, caller), query, { scope, ...listContext(req, s) });
  });

  route(app, s, invoiceCalls.toInvoice, async ({ caller, query, req, db }) => answerList(toInvoiceSource(db), query, { scope: toInvoiceScope(caller), ...listContext(req, s) }));

  route(app, s, invoiceCalls.create, async ({ caller, body, req }) => {
    const made = await write((tx, now) => createInvoices(tx, caller, body.shipment_id, now));
    return { message: t(req, 'server.invoicesCreated', { identity: made.identity, smart_count: made.rows.length }), data: made.rows };
  });

  route(app, s, invoiceCalls.get, async ({ caller, params }) => {
    const record = await invoiceRecordOf(s.db, caller, params.id);
    if (record.unread) await write((tx, now) => markRead(tx, caller, params.id, now));
    return { data: { ...record, unread: false } };
  });

  route(app, s, invoiceCalls.publish, async ({ caller, params, req }) => {
    const number = await write((tx, now) => publishInvoice(tx, caller, params.id, now));
    return { message: t(req, 'server.invoicePublished', { number }), data: await invoiceRecordOf(s.db, caller, params.id) };
  });

  route(app, s, invoiceCalls.print, async ({ caller, params, req, reply }) => {
    const now = s.clock();
    const record = await invoiceRecordOf(s.db, caller, params.id);
    const pdf = await pdfOrFail(() => invoicePdf(record, localeOf(req), now), (e) => req.log.error(e));
    reply.header('content-type', PDF_TYPE).header('content-disposition', `attachment; filename="${invoiceFileName(record.number, record.id)}"`).header('cache-control', 'private, no-store');
    return reply.send(pdf);
  });

  route(app, s, invoiceCalls.details, async ({ caller, query, req, db }) => answerList(detailSource(db, caller), query, { scope: detailScope(caller, D, I), ...listContext(req, s) }));

  route(app, s, invoiceCalls.detail, async ({ caller, params }) => ({ data: await detailRowOf(s.db, caller, params.id) }));

  route(app, s, invoiceCalls.updateDetail, async ({ caller, params, body, req }) => {
    await write((tx, now) => updateDetail(tx, caller, params.id, body, now));
    return { message: t(req, 'server.updated'), data: await detailRowOf(s.db, caller, params.id) };
  });

  route(app, s, invoiceCalls.printDetail, async ({ caller, params, req, reply }) => {
    const now = s.clock();
    const line = await detailRowOf(s.db, caller, params.id);
    const record = await invoiceRecordOf(s.db, caller, line.invoice_id);
    const n = record.details.findIndex((d) => d.id === line.id) + 1;
    const pdf = await pdfOrFail(() => invoiceLinePdf(record, line, localeOf(req), now), (e) => req.log.error(e));
    reply.header('content-type', PDF_TYPE).header('content-disposition', `attachment; filename="${invoiceFileName(record.number, record.id, n)}"`).header('cache-control', 'private, no-store');
    return reply.send(pdf);
  });

  route(app, s, invoiceCalls.fees, async ({ caller, query, req, db }) => answerList(feeSource(db), query, { scope: feeScope(caller), ...listContext(req, s) }));

  route(app, s, invoiceCalls.addFee, async ({ caller, body, req }) => {
    const id = await write((tx, now) => addFee(tx, caller, body, now));
    const [fee] = await s.db.select().from(invoiceFees).where(eq(invoiceFees.id, id));
    return { message: t(req, 'server.created'), data: toFee(fee!) };
  });

  route(app, s, invoiceCalls.updateFee, async ({ caller, params, body, req }) => {
    await write((tx, now) => updateFee(tx, caller, params.id, body, now));
    const [fee] = await s.db.select().from(invoiceFees).where(eq(invoiceFees.id, params.id));
    return { message: t(req, 'server.updated'), data: toFee(fee!) };
  });

  route(app, s, invoiceCalls.removeFee, async ({ caller, params, req }) => {
    await write((tx, now) => removeFee(tx, caller, params.id, now));
    return { message: t(req, 'server.deleted') };
  });
}
