// /v1/product: a shipping company's products. Read: the company, its LSP, admins. Write: the company.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changedOffList, PRODUCT_CHOICES, product, productImports, productList, type ProductFields, type ProductRecord } from '../../contract/product.ts';
import { choiceMessage } from '../../contract/fields.ts';
import type { Db } from '../db/open.ts';
import { products, suborderProducts } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { insertedFlag, insertRows, nameOf, upsertChunks } from '../lib/bulk.ts';
import { conflict, forbidden, invalid, notFound } from '../lib/errors.ts';
import { fileUrl } from '../lib/files.ts';
import { importRoutes } from '../lib/import-routes.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { storeUpload } from '../lib/uploads.ts';
import { num } from '../lib/values.ts';
import { companyScope, repeatedKeys } from '../lib/tenant.ts';

type Row = typeof products.$inferSelect;
type Col = (typeof productList.search)[number] | (typeof productList.sort)[number] | (typeof productList.filter)[number];


export function toProduct(p: Row): ProductRecord {
  return {
    id: p.id,
    identity: p.identity,
    name: p.name,
    alias: p.alias,
    product_type: p.productType,
    weight: num(p.weight),
    volume: num(p.volume),
    dimension_length: num(p.dimensionLength),
    dimension_width: num(p.dimensionWidth),
    dimension_height: num(p.dimensionHeight),
    unit: p.unit,
    unit_type: p.unitType,
    photo: p.photo,
    photo_url: fileUrl(p.photo),
    shipment_company_id: p.shipmentCompanyId,
    created_at: p.createdAt.toISOString(),
  };
}

/** Which products exist for this caller. */
const scope = (caller: Caller): SQL => companyScope(caller, products.shipmentCompanyId);

const source = (db: Db): ListSource<Col, Row, ProductRecord> => ({
  what: 'product',
  db,
  decl: productList,
  columns: {
    name: col(products.name),
    identity: col(products.identity),
    alias: col(products.alias),
    created_at: col(products.createdAt),
    weight: col(products.weight, 'number'),
    product_type: col(products.productType),
    shipment_company_id: col(products.shipmentCompanyId),
    unit: col(products.unit),
  },
  idColumn: products.id,
  rows: () => db.select().from(products).$dynamic(),
  keys: () => db.select({ id: products.id }).from(products).$dynamic(),
  toRow: toProduct,
});

/** Column values from the contract's fields; undefined leaves a column as it is. */
function columnsOf(f: ProductFields & Record<string, unknown>) {
  const dec = (v: unknown) => (v === undefined ? undefined : String(v));
  return {
    identity: f.identity as string,
    name: f.name as string,
    alias: f.alias as string | undefined,
    productType: f.product_type as string | undefined,
    weight: dec(f.weight),
    volume: dec(f.volume),
    dimensionLength: dec(f.dimension_length),
    dimensionWidth: dec(f.dimension_width),
    dimensionHeight: dec(f.dimension_height),
    unit: f.unit as string | undefined,
    unitType: f.unit_type as string | undefined,
  };
}

/** The columns an import row writes, and those an empty cell leaves as they are on update. */
const IMPORTED = ['shipmentCompanyId', 'identity', 'name', 'alias', 'productType', 'weight', 'volume', 'dimensionLength', 'dimensionWidth', 'dimensionHeight', 'unit', 'unitType'] as const;
const KEPT_WHEN_EMPTY = [products.alias, products.productType, products.weight, products.volume, products.dimensionLength, products.dimensionWidth, products.dimensionHeight, products.unit, products.unitType];

const ownCompany = (caller: Caller) => {
  if (!caller.shipmentCompanyId) throw forbidden();
  return caller.shipmentCompanyId;
};

async function findOwn(db: Db, caller: Caller, id: number): Promise<Row> {
  const [row] = await db.select().from(products).where(and(scope(caller), eq(products.id, id))).limit(1);
  if (!row) throw notFound();
  return row;
}

async function assertIdentityFree(db: Db, companyId: number, identity: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shipmentCompanyId, companyId), eq(products.identity, identity)))
    .limit(1);
  if (taken && taken.id !== exceptId) throw invalid({ identity: ['validation.duplicate'] });
}

export function productRoutes(app: FastifyInstance, s: Services) {
  route(app, s, product.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: scope(caller), ...listContext(req, s) }),
  );

  route(app, s, product.get, async ({ caller, params, db }) => ({ data: toProduct(await findOwn(db, caller, params.id)) }));

  route(app, s, product.create, async ({ caller, body, db, req }) => {
    const companyId = ownCompany(caller);
    await assertIdentityFree(db, companyId, body.identity);
    const photo = await storeUpload(s.storage, 'photo', body.photo, 'products');
    const [row] = await db
      .insert(products)
      .values({ ...columnsOf(body), shipmentCompanyId: companyId, photo: photo ?? null })
      .returning();
    return { message: t(req, 'server.created'), data: toProduct(row!) };
  });

  route(app, s, product.update, async ({ caller, params, body, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    // A value saved before the lists existed may come back unchanged; a change must be listed.
    const offList = changedOffList(body, { product_type: current.productType, unit: current.unit, unit_type: current.unitType });
    if (offList.length) throw invalid(Object.fromEntries(offList.map((f) => [f, [choiceMessage(PRODUCT_CHOICES[f])]])));
    await assertIdentityFree(db, current.shipmentCompanyId, body.identity, current.id);
    const photo = await storeUpload(s.storage, 'photo', body.photo, 'products');
    const changes = Object.fromEntries(Object.entries(columnsOf(body)).filter(([, v]) => v !== undefined));
    const [row] = await db
      .update(products)
      .set({ ...changes, ...(photo ? { photo } : {}), updatedAt: s.clock() })
      .where(eq(products.id, current.id))
      .returning();
    if (photo && current.photo) await s.storage.remove(current.photo);
    return { message: t(req, 'server.updated'), data: toProduct(row!) };
  });

  route(app, s, product.remove, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    const [used] = await db.select({ n: count() }).from(suborderProducts).where(eq(suborderProducts.productId, current.id));
    if ((used?.n ?? 0) > 0) throw conflict('server.inUse');
    await db.delete(products).where(eq(products.id, current.id));
    if (current.photo) await s.storage.remove(current.photo);
    return { message: t(req, 'server.deleted') };
  });

  importRoutes(app, s, productImports, async ({ caller, body, db }) => {
    const companyId = ownCompany(caller);
    if (body.shipment_company_id !== undefined && body.shipment_company_id !== companyId) throw forbidden();
    // The same identity twice in one sheet is a mistake in the sheet, not an update.
    const errors = repeatedKeys(body.products, (p) => p.identity, 'products', 'identity');
    if (Object.keys(errors).length) throw invalid(errors);

    // Set-based (server/lib/bulk.ts): one upsert per chunk of rows, all chunks in one transaction.
    // An existing identity is updated; an empty cell leaves its column as it is.
    const now = s.clock().toISOString();
    return upsertChunks(
      db,
      body.products,
      (part) => sql`${insertRows(products, IMPORTED, part.map((p) => ({ ...columnsOf(p), shipmentCompanyId: companyId })))}
        on conflict (${nameOf(products.shipmentCompanyId)}, ${nameOf(products.identity)}) do update set
        ${nameOf(products.name)} = excluded.${nameOf(products.name)},
        ${sql.join(KEPT_WHEN_EMPTY.map((c) => sql`${nameOf(c)} = coalesce(excluded.${nameOf(c)}, ${c})`), sql`, `)},
        ${nameOf(products.updatedAt)} = ${now}::timestamptz
        returning ${insertedFlag}`,
    );
  });
}
