// Deterministic demo data: the accounts of the README and a small, realistic palm-oil operation.
// Runs once, on an empty database.
import { count, eq } from 'drizzle-orm';
import { folderStorage, type Storage } from '../adapters/storage.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema/index.ts';
import { notificationTexts } from '../lib/notifications.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEFAULT_PERMISSIONS } from '../lib/permissions.ts';
import { writeLogo } from './logos.ts';
import { demoDeviceId, demoTrip } from './demo-tracking.ts';

/** Every demo plate reports with its demo device id (demo-tracking.ts). */
const withDemoDevices = <T extends { plateNumber: string }>(rows: T[]) => rows.map((r) => ({ ...r, gpsDeviceId: demoDeviceId(r.plateNumber) }));

export const DEMO_PASSWORD = 'lsi-demo-2026';

export const DEMO_ACCOUNTS = [
  { email: 'admin@lsi.test', role: 'ADMIN', note: 'main admin (sees shipping company management)' },
  { email: 'admin2@lsi.test', role: 'ADMIN', note: 'admin, not main' },
  { email: 'lsp@lsi.test', role: 'LOGISTIC_SERVICE_PROVIDER', note: 'PT Nusantara Logistik, host localhost' },
  { email: 'lsp2@lsi.test', role: 'LOGISTIC_SERVICE_PROVIDER', note: 'PT Sumatera Cargo Lintas, host 127.0.0.1' },
  { email: 'shipper@lsi.test', role: 'SHIPMENT_COMPANY', note: 'with logo and address' },
  { email: 'newshipper@lsi.test', role: 'SHIPMENT_COMPANY', note: 'no logo/address: lands on form-profile' },
  { email: 'vendor@lsi.test', role: 'VENDOR', note: 'collaborates with lsp@' },
  { email: 'newvendor@lsi.test', role: 'VENDOR', note: 'password never updated: must set a new one' },
  { email: 'vendor2@lsi.test', role: 'VENDOR', note: 'PT Lintas Kampar Transportindo, collaborates with lsp@ (vendor B of the dispatch flow)' },
  { email: 'vendor3@lsi.test', role: 'VENDOR', note: 'CV Siak Sawit Angkutan, collaborates with lsp@ (vendor C of the dispatch flow)' },
  { email: 'viewer@lsi.test', role: 'LOGISTIC_SERVICE_PROVIDER', note: 'PT Nusantara Logistik, READ_ONLY: reads only' },
  { email: 'driver@lsi.test', role: 'DRIVER', note: 'refused at sign-in' },
] as const;

const DAY = 86_400_000;

/** Drivers on no track, so the dispatch flow can accept requests: vendor 0 = A (vendor@), 1 = B (vendor2@), 2 = C (vendor3@). */
const FREE_DRIVERS = [
  { email: 'hasan.driver@lsi.test', name: 'Hasan Basri', nik: '1471021505900003', vendor: 0 },
  { email: 'yusuf.driver@lsi.test', name: 'Yusuf Maulana', nik: '1471022208910005', vendor: 0 },
  { email: 'eko.driver@lsi.test', name: 'Eko Prasetyo', nik: '1471020101920006', vendor: 0 },
  { email: 'dedi.driver@lsi.test', name: 'Dedi Kurniawan', nik: '1406031403890001', vendor: 1 },
  { email: 'rahmat.driver@lsi.test', name: 'Rahmat Hidayat', nik: '1406032506930002', vendor: 1 },
  { email: 'irwan.driver@lsi.test', name: 'Irwan Saputra', nik: '1408041007870001', vendor: 2 },
  { email: 'fikri.driver@lsi.test', name: 'Fikri Ananda', nik: '1408041911940002', vendor: 2 },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo data on an empty database (its logos into `uploads`), saying so; nothing otherwise. A
 * starting server and `npm run seed` both call it as openDb's `afterMigrate`, under the start lock.
 */
export async function seedDemoIfEmpty(db: Db, uploads: Storage): Promise<void> {
  if (!(await isEmpty(db))) return;
  await seedDemo(db, { uploads, now: new Date() });
  console.log('Seeded the demo data.');
}

/** Whether the demo's main admin account is there (a product seeded with the demo, not a real one). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users).where(eq(t.users.email, DEMO_ACCOUNTS[0]!.email));
  return (row?.n ?? 0) > 0;
}

/** The demo's logos go into `uploads`, or the uploads folder of `dataDir`; without either, the organisations have none. */
export async function seedDemo(db: Db, opts: { dataDir?: string; uploads?: Storage; now: Date }): Promise<void> {
  const now = opts.now;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const uploads = opts.uploads ?? (opts.dataDir ? folderStorage(opts.dataDir) : undefined);
  // Written while the rows go in; the seed is done when both are.
  const logosWritten: Promise<void>[] = [];
  const logo = (slug: string, initials: string, color: string) => (uploads ? writeLogo(uploads, slug, initials, color, logosWritten) : null);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const [lsp1, lsp2] = await tx
      .insert(t.logisticsServiceProviders)
      .values([
        { name: 'PT Nusantara Logistik', address: 'Jl. Jend. Sudirman Kav. 52, Jakarta Selatan', domain: 'localhost', primaryColor: '#EF3434', secondaryColor: '#0094BC', logo: logo('nusantara', 'NL', '#EF3434') },
        { name: 'PT Sumatera Cargo Lintas', address: 'Jl. Gatot Subroto No. 88, Medan', domain: '127.0.0.1', primaryColor: '#0B6E4F', secondaryColor: '#F0CD4D', logo: logo('sumatera', 'SC', '#0B6E4F') },
      ])
      .returning();
    const [sc1, sc2, sc3] = await tx
      .insert(t.shipmentCompanies)
      .values([
        // Its contract with the LSP accepts a netto loss of 0.25 % (docs/weighbridge.md).
        { name: 'PT Sawit Makmur Abadi', address: 'Jl. Diponegoro No. 12, Pekanbaru, Riau', logo: logo('sawit-makmur', 'SM', '#2FA841'), logisticsServiceProviderId: lsp1!.id, lossToleranceType: 'PERCENT', lossToleranceValue: '0.250' },
        { name: 'PT Agro Lestari Mandiri', address: null, logo: null, logisticsServiceProviderId: lsp1!.id },
        { name: 'PT Kebun Riau Sejahtera', address: 'Jl. Yos Sudarso No. 5, Dumai, Riau', logo: logo('kebun-riau', 'KR', '#8D6E63'), logisticsServiceProviderId: lsp2!.id },
      ])
      .returning();
    const [v1, v2, v3] = await tx
      .insert(t.vendors)
      .values([
        { name: 'CV Trans Andalas', address: 'Jl. Lintas Timur Km. 14, Pekanbaru', logo: logo('trans-andalas', 'TA', '#0094BC') },
        { name: 'PT Armada Sawit Jaya', address: 'Jl. Soekarno-Hatta No. 21, Pekanbaru' },
        { name: 'PT Riau Truck Nusantara', address: 'Jl. Sultan Syarif Kasim No. 3, Dumai' },
      ])
      .returning();
    // Vendors B and C of the dispatch flow (issue 11): inserted after the first three so their ids stay.
    const [v4, v5] = await tx
      .insert(t.vendors)
      .values([
        { name: 'PT Lintas Kampar Transportindo', address: 'Jl. Raya Bangkinang Km. 9, Kampar' },
        { name: 'CV Siak Sawit Angkutan', address: 'Jl. Sultan Ismail No. 40, Siak' },
      ])
      .returning();
    await tx.insert(t.vendorCollaborations).values([
      { vendorId: v1!.id, logisticsServiceProviderId: lsp1!.id, status: 'COLLABORATE', proposedBy: 'VENDOR' },
      { vendorId: v2!.id, logisticsServiceProviderId: lsp1!.id, status: 'PROPOSED', proposedBy: 'VENDOR' },
      { vendorId: v3!.id, logisticsServiceProviderId: lsp2!.id, status: 'COLLABORATE', proposedBy: 'LSP' },
      { vendorId: v3!.id, logisticsServiceProviderId: lsp1!.id, status: 'REJECTED', proposedBy: 'VENDOR' },
      { vendorId: v4!.id, logisticsServiceProviderId: lsp1!.id, status: 'COLLABORATE', proposedBy: 'LSP' },
      { vendorId: v5!.id, logisticsServiceProviderId: lsp1!.id, status: 'COLLABORATE', proposedBy: 'LSP' },
    ]);

    const levels = await tx.insert(t.permissions).values([...DEFAULT_PERMISSIONS]).returning();
    const readOnly = levels.find((l) => l.name === 'READ_ONLY')!;

    const person = (email: string, name: string, role: string, extra: Partial<typeof t.users.$inferInsert> = {}) => ({
      email,
      name,
      role,
      passwordHash,
      phoneCountryCode: '62',
      phoneNumber: `812${String(email.length).padStart(2, '0')}${String(name.length).padStart(5, '0')}`.slice(0, 11),
      passwordUpdatedAt: ago(10),
      lastLoginAt: ago(1),
      ...extra,
    });
    const people = await tx
      .insert(t.users)
      .values([
        person('admin@lsi.test', 'Adi Pratama', 'ADMIN', { isMainAdmin: true }),
        person('admin2@lsi.test', 'Sari Wulandari', 'ADMIN'),
        person('lsp@lsi.test', 'Rina Kusuma', 'LOGISTIC_SERVICE_PROVIDER', { logisticsServiceProviderId: lsp1!.id }),
        person('lsp2@lsi.test', 'Hendra Siregar', 'LOGISTIC_SERVICE_PROVIDER', { logisticsServiceProviderId: lsp2!.id }),
        person('shipper@lsi.test', 'Dewi Lestari', 'SHIPMENT_COMPANY', { shipmentCompanyId: sc1!.id }),
        person('newshipper@lsi.test', 'Bayu Nugroho', 'SHIPMENT_COMPANY', { shipmentCompanyId: sc2!.id }),
        person('vendor@lsi.test', 'Joko Susanto', 'VENDOR', { vendorId: v1!.id }),
        person('newvendor@lsi.test', 'Fajar Ramadhan', 'VENDOR', { vendorId: v2!.id, passwordUpdatedAt: null, lastLoginAt: null }),
        person('driver@lsi.test', 'Budi Santoso', 'DRIVER', { vendorId: v1!.id, nationalIdentity: '1471021203850004' }),
        person('agus.driver@lsi.test', 'Agus Salim', 'DRIVER', { vendorId: v1!.id, nationalIdentity: '1471020507880002' }),
        person('rudi.driver@lsi.test', 'Rudi Hartono', 'DRIVER', { vendorId: v3!.id, nationalIdentity: '1472031109900001' }),
        person('shipper2@lsi.test', 'Maya Anggraini', 'SHIPMENT_COMPANY', { shipmentCompanyId: sc3!.id }),
        // Last, so the ids of the accounts above stay as they were.
        person('viewer@lsi.test', 'Putri Handayani', 'LOGISTIC_SERVICE_PROVIDER', { logisticsServiceProviderId: lsp1!.id, permissionId: readOnly.id }),
        // The dispatch flow's vendors B and C and free drivers for A, B and C (after all the above).
        person('vendor2@lsi.test', 'Wahyu Hidayat', 'VENDOR', { vendorId: v4!.id }),
        person('vendor3@lsi.test', 'Indra Gunawan', 'VENDOR', { vendorId: v5!.id }),
        ...FREE_DRIVERS.map((d) => person(d.email, d.name, 'DRIVER', { vendorId: [v1, v4, v5][d.vendor]!.id, nationalIdentity: d.nik })),
      ])
      .returning();
    const [driverUser, driverUser2, driverUser3] = people.filter((p) => p.role === 'DRIVER');
    const userOf = (email: string) => people.find((p) => p.email === email)!;

    const categories = await tx.insert(t.licenseCategories).values(['A', 'B1', 'B1 Umum', 'B2', 'B2 Umum', 'C'].map((name) => ({ name }))).returning();
    const b2Umum = categories.find((c) => c.name === 'B2 Umum')!;
    const [d1, d2, d3] = await tx
      .insert(t.drivers)
      .values([
        { vendorId: v1!.id, userId: driverUser!.id, nationalIdentity: '1471021203850004' },
        { vendorId: v1!.id, userId: driverUser2!.id, nationalIdentity: '1471020507880002' },
        { vendorId: v3!.id, userId: driverUser3!.id, nationalIdentity: '1472031109900001' },
        ...FREE_DRIVERS.map((d) => ({ vendorId: [v1, v4, v5][d.vendor]!.id, userId: userOf(d.email).id, nationalIdentity: d.nik })),
      ])
      .returning();
    await tx.insert(t.driverLicenses).values([
      { driverId: d1!.id, licenseCategoryId: b2Umum.id, licenseNumber: '850312140004' },
      { driverId: d2!.id, licenseCategoryId: b2Umum.id, licenseNumber: '880507140002' },
      { driverId: d3!.id, licenseCategoryId: b2Umum.id, licenseNumber: '901109140001' },
    ]);

    const [tanker, dump] = await tx
      .insert(t.vehicleTypes)
      .values([
        { name: 'Tangki CPO', carries: ['LIQUID'] },
        { name: 'Dump Truck', carries: ['SOLID'] },
      ])
      .returning();
    const features = await tx.insert(t.vehicleFeatures).values([{ name: 'Tangki Stainless' }, { name: 'GPS Tracker' }, { name: 'Segel Ganda' }, { name: 'Terpal' }]).returning();
    const [tanker1, dump1, tanker3, tanker4, tanker5, dump5] = await tx
      .insert(t.vehicles)
      .values([
        { vendorId: v1!.id, vehicleTypeId: tanker!.id, name: 'Tangki CPO 30 KL', length: '12.00', width: '2.50', height: '3.60', maxVolume: '30000', maxWeight: '30000' },
        { vendorId: v1!.id, vehicleTypeId: dump!.id, name: 'Dump Truck PK 20 T', length: '9.50', width: '2.45', height: '3.20', maxVolume: '24000', maxWeight: '20000' },
        { vendorId: v3!.id, vehicleTypeId: tanker!.id, name: 'Tangki CPO 25 KL', length: '11.00', width: '2.50', height: '3.50', maxVolume: '25000', maxWeight: '25000' },
        { vendorId: v4!.id, vehicleTypeId: tanker!.id, name: 'Tangki CPO 28 KL', length: '11.50', width: '2.50', height: '3.50', maxVolume: '28000', maxWeight: '28000' },
        { vendorId: v5!.id, vehicleTypeId: tanker!.id, name: 'Tangki CPO 32 KL', length: '12.50', width: '2.50', height: '3.70', maxVolume: '32000', maxWeight: '32000' },
        { vendorId: v5!.id, vehicleTypeId: dump!.id, name: 'Dump Truck PK 15 T', length: '8.50', width: '2.40', height: '3.00', maxVolume: '18000', maxWeight: '15000' },
      ])
      .returning();
    await tx.insert(t.vehicleFeatureLinks).values([
      { vehicleId: tanker1!.id, featureId: features[0]!.id },
      { vehicleId: tanker1!.id, featureId: features[1]!.id },
      { vehicleId: tanker1!.id, featureId: features[2]!.id },
      { vehicleId: dump1!.id, featureId: features[1]!.id },
      { vehicleId: dump1!.id, featureId: features[3]!.id },
      { vehicleId: tanker3!.id, featureId: features[1]!.id },
      { vehicleId: tanker4!.id, featureId: features[1]!.id },
      { vehicleId: tanker5!.id, featureId: features[0]!.id },
      { vehicleId: dump5!.id, featureId: features[3]!.id },
    ]);
    const plates = await tx
      .insert(t.vehicleDetails)
      .values(
        withDemoDevices([
        { vehicleId: tanker1!.id, plateNumber: 'BM 8123 TU', driverId: d1!.id },
        { vehicleId: tanker1!.id, plateNumber: 'BM 8456 TU', driverId: d2!.id },
        { vehicleId: tanker1!.id, plateNumber: 'BM 9012 TV' },
        { vehicleId: dump1!.id, plateNumber: 'BM 9345 TW' },
        { vehicleId: dump1!.id, plateNumber: 'BM 9678 TX' },
        { vehicleId: tanker3!.id, plateNumber: 'BK 8765 DU', driverId: d3!.id },
        // Vendors B and C: trucks free for the dispatch flow.
        ...['BM 8801 LK', 'BM 8802 LK', 'BM 8803 LK'].map((plateNumber) => ({ vehicleId: tanker4!.id, plateNumber })),
        ...['BM 7701 SS', 'BM 7702 SS', 'BM 7703 SS'].map((plateNumber) => ({ vehicleId: tanker5!.id, plateNumber })),
        ...['BM 7711 SS', 'BM 7712 SS'].map((plateNumber) => ({ vehicleId: dump5!.id, plateNumber })),
        ]),
      )
      .returning();

    const [cpo, pk, cpo3] = await tx
      .insert(t.products)
      .values([
        { shipmentCompanyId: sc1!.id, identity: 'CPO-01', name: 'Crude Palm Oil', alias: 'CPO', productType: 'LIQUID', weight: '1', unit: 'kg', unitType: 'WEIGHT' },
        { shipmentCompanyId: sc1!.id, identity: 'PK-01', name: 'Palm Kernel', alias: 'PK', productType: 'SOLID', weight: '1', unit: 'kg', unitType: 'WEIGHT' },
        { shipmentCompanyId: sc3!.id, identity: 'CPO-01', name: 'Crude Palm Oil', alias: 'CPO', productType: 'LIQUID', weight: '1', unit: 'kg', unitType: 'WEIGHT' },
      ])
      .returning();
    const [groupRiau] = await tx.insert(t.locationGroups).values([{ shipmentCompanyId: sc1!.id, name: 'Wilayah Riau' }]).returning();
    const loc = (sc: number, identity: string, name: string, type: string, lat: number, lng: number, address: string, hours: [string, string], category: string) => ({
      shipmentCompanyId: sc,
      groupId: sc === sc1!.id ? groupRiau!.id : null,
      identity,
      name,
      type,
      latitude: lat,
      longitude: lng,
      address,
      startOperationHour: hours[0],
      endOperationHour: hours[1],
      category,
      picLocation: 'Kepala Gudang',
      alias: identity,
    });
    const [kandis, pelalawan, seiMangkei, dumai, belawan, dumai3, ujungBatu3] = await tx
      .insert(t.locations)
      .values([
        loc(sc1!.id, 'PKS-KDS', 'PKS Kandis', 'PICKUP', 0.8906, 101.2264, 'Kec. Kandis, Kab. Siak, Riau', ['06:00', '22:00'], 'MILL'),
        loc(sc1!.id, 'PKS-PLW', 'PKS Pelalawan', 'PICKUP', 0.2046, 101.9385, 'Kec. Pangkalan Kerinci, Kab. Pelalawan, Riau', ['06:00', '20:00'], 'MILL'),
        loc(sc1!.id, 'PKS-SMK', 'PKS Sei Mangkei', 'PICKUP', 3.0869, 99.3339, 'Kec. Bosar Maligas, Kab. Simalungun, Sumatera Utara', ['07:00', '19:00'], 'MILL'),
        loc(sc1!.id, 'REF-DUM', 'Refinery Dumai', 'DROPOFF', 1.6868, 101.4473, 'Kawasan Industri Lubuk Gaung, Dumai, Riau', ['00:00', '23:59'], 'REFINERY'),
        loc(sc1!.id, 'REF-BLW', 'Refinery Belawan', 'DROPOFF', 3.7823, 98.6945, 'Kawasan Industri Medan, Belawan, Sumatera Utara', ['06:00', '22:00'], 'REFINERY'),
        loc(sc3!.id, 'REF-DUM', 'Refinery Dumai II', 'DROPOFF', 1.6712, 101.4389, 'Pelintung, Dumai, Riau', ['00:00', '23:59'], 'REFINERY'),
        loc(sc3!.id, 'PKS-UJB', 'PKS Ujung Batu', 'PICKUP', 0.7167, 100.5667, 'Kec. Ujung Batu, Kab. Rokan Hulu, Riau', ['06:00', '18:00'], 'MILL'),
      ])
      .returning();

    // Orders of PT Sawit Makmur Abadi (lsp@), in every state, and one of lsp2@ for tenant isolation.
    type Plan = { status: string; sc: number; lsp: number; from: number; to: number; product: number; qty: number; days: number };
    const plans: Plan[] = [
      { status: 'DRAFT', sc: sc1!.id, lsp: lsp1!.id, from: kandis!.id, to: dumai!.id, product: cpo!.id, qty: 30000, days: 0 },
      { status: 'DRAFT', sc: sc1!.id, lsp: lsp1!.id, from: pelalawan!.id, to: dumai!.id, product: pk!.id, qty: 20000, days: 0 },
      { status: 'PUBLISHED', sc: sc1!.id, lsp: lsp1!.id, from: kandis!.id, to: dumai!.id, product: cpo!.id, qty: 60000, days: 1 },
      { status: 'PUBLISHED', sc: sc1!.id, lsp: lsp1!.id, from: pelalawan!.id, to: dumai!.id, product: cpo!.id, qty: 90000, days: 1 },
      { status: 'PUBLISHED', sc: sc1!.id, lsp: lsp1!.id, from: seiMangkei!.id, to: belawan!.id, product: cpo!.id, qty: 30000, days: 2 },
      { status: 'PUBLISHED', sc: sc1!.id, lsp: lsp1!.id, from: pelalawan!.id, to: dumai!.id, product: pk!.id, qty: 40000, days: 2 },
      { status: 'ON_SHIPMENT', sc: sc1!.id, lsp: lsp1!.id, from: kandis!.id, to: dumai!.id, product: cpo!.id, qty: 60000, days: 3 },
      { status: 'ON_SHIPMENT', sc: sc1!.id, lsp: lsp1!.id, from: pelalawan!.id, to: dumai!.id, product: cpo!.id, qty: 30000, days: 3 },
      { status: 'ON_SHIPMENT', sc: sc1!.id, lsp: lsp1!.id, from: seiMangkei!.id, to: belawan!.id, product: cpo!.id, qty: 30000, days: 4 },
      { status: 'DELIVERED', sc: sc1!.id, lsp: lsp1!.id, from: kandis!.id, to: dumai!.id, product: cpo!.id, qty: 60000, days: 9 },
      { status: 'DELIVERED', sc: sc1!.id, lsp: lsp1!.id, from: pelalawan!.id, to: dumai!.id, product: pk!.id, qty: 20000, days: 12 },
      { status: 'CANCELLED', sc: sc1!.id, lsp: lsp1!.id, from: kandis!.id, to: belawan!.id, product: cpo!.id, qty: 30000, days: 15 },
      { status: 'PUBLISHED', sc: sc3!.id, lsp: lsp2!.id, from: ujungBatu3!.id, to: dumai3!.id, product: cpo3!.id, qty: 25000, days: 1 },
    ];
    const createdOrders = [];
    for (const [i, p] of plans.entries()) {
      const created = ago(p.days, 2 + i);
      const [o] = await tx
        .insert(t.orders)
        .values({
          identity: `ORD-2026-${String(i + 1).padStart(4, '0')}`,
          status: p.status,
          shipmentCompanyId: p.sc,
          logisticsServiceProviderId: p.lsp,
          totalWeight: String(p.qty),
          totalVolume: String(Math.round(p.qty / 0.91)),
          note: p.status === 'DRAFT' ? null : 'Muat pagi, segel tangki wajib dicek.',
          publishedAt: p.status === 'DRAFT' ? null : new Date(created.getTime() + 3_600_000),
          createdAt: created,
          updatedAt: created,
        })
        .returning();
      const [pickup, dropoff] = await tx
        .insert(t.suborders)
        .values([
          { orderId: o!.id, type: 'PICKUP', locationId: p.from, estimationDate: new Date(created.getTime() + DAY) },
          { orderId: o!.id, type: 'DROPOFF', locationId: p.to, estimationDate: new Date(created.getTime() + 2 * DAY) },
        ])
        .returning();
      await tx.insert(t.suborderProducts).values([
        { suborderId: pickup!.id, productId: p.product, quantity: String(p.qty) },
        { suborderId: dropoff!.id, productId: p.product, quantity: String(p.qty) },
      ]);
      createdOrders.push({ order: o!, plan: p });
    }

    // Shipments for orders that left the LSP's desk.
    const shipped = createdOrders.filter((c) => ['ON_SHIPMENT', 'DELIVERED'].includes(c.plan.status));
    const shipmentIds: number[] = [];
    const shipmentStates = ['WAITING', 'ON_PROGRESS', 'ON_PROGRESS', 'DELIVERED', 'DELIVERED'];
    const vendorStates = ['REQUESTED', 'ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'ACCEPTED'];
    const trackStatus = (i: number) => (shipmentStates[i] === 'DELIVERED' ? 'FINISHED' : 'ON_THE_WAY');
    /** The weighbridge tickets of the demo's trucks: the WB notifications below are made from them. */
    const wb: { shipmentId: number; kind: 'LOAD' | 'DELIVER'; ticket: string; plate: string; place: string; netto: number; loss?: number; at: Date }[] = [];
    const placeName = async (id: number) => (await tx.select({ name: t.locations.name }).from(t.locations).where(eq(t.locations.id, id)))[0]!.name;
    for (const [i, c] of shipped.entries()) {
      const created = new Date(c.order.createdAt.getTime() + 2 * 3_600_000);
      const [sh] = await tx
        .insert(t.shipments)
        .values({ identity: `SHP-2026-${String(i + 1).padStart(4, '0')}`, logisticsServiceProviderId: lsp1!.id, status: shipmentStates[i]!, createdAt: created, updatedAt: created })
        .returning();
      shipmentIds.push(sh!.id);
      await tx.insert(t.shipmentOrders).values({ shipmentId: sh!.id, orderId: c.order.id });
      const [sv] = await tx
        .insert(t.shipmentVendors)
        .values({
          shipmentId: sh!.id,
          vendorId: v1!.id,
          status: vendorStates[i]!,
          weight: String(c.plan.qty),
          ritaseIdentity: `${sh!.identity}-R1`,
          // The open request can still be accepted in the demo; the answered ones were asked long ago.
          expiredAt: vendorStates[i] === 'REQUESTED' ? new Date(now.getTime() + DAY) : new Date(created.getTime() + DAY),
          createdAt: created,
          updatedAt: created,
        })
        .returning();
      const trucks = Math.max(1, Math.round(c.plan.qty / 30000));
      // The timeline of each shipment: made by the LSP, answered by the vendor.
      await tx.insert(t.shipmentHistories).values([
        { shipmentId: sh!.id, logisticsServiceProviderId: lsp1!.id, userId: userOf('lsp@lsi.test').id, action: 'CREATED', values: { user: 'Rina Kusuma', orders: c.order.identity }, createdAt: created },
        ...(vendorStates[i] === 'ACCEPTED'
          ? [{ shipmentId: sh!.id, logisticsServiceProviderId: lsp1!.id, shipmentVendorId: sv!.id, vendorIds: [v1!.id], userId: userOf('vendor@lsi.test').id, action: 'ACCEPTED', values: { vendor: 'CV Trans Andalas', trucks: trackStatus(i) === 'FINISHED' ? Math.min(trucks, 2) : 1 }, createdAt: new Date(created.getTime() + 3_600_000) }]
          : []),
      ]);
      await tx.insert(t.shipmentVendorVehicles).values({ shipmentVendorId: sv!.id, vehicleId: tanker1!.id, quantity: Math.min(trucks, 3) });
      if (vendorStates[i] === 'ACCEPTED') {
        const status = trackStatus(i);
        const made = await tx.insert(t.tracks).values(
          // A truck drives one trip at a time: each shipment still on the road has its own plates.
          (status === 'FINISHED' ? plates.slice(0, Math.min(trucks, 2)) : [plates[(i - 1) % 2]!]).map((plate) => ({
            shipmentId: sh!.id,
            shipmentVendorId: sv!.id,
            orderId: c.order.id,
            vehicleId: tanker1!.id,
            vehicleDetailId: plate.id,
            driverId: plate.driverId,
            status,
            source: 'MAPBOX',
            startedAt: created,
            finishedAt: status === 'FINISHED' ? new Date(created.getTime() + DAY) : null,
          })),
        ).returning();
        // Every truck on the road has driven two hours of its trip, ending half an hour ago (the
        // playback's demo; `npm run simulate` moves it on from there).
        for (const tr of made.filter((x) => x.status === 'ASSIGNED' || x.status === 'ON_THE_WAY')) {
          const where = async (id: number) => (await tx.select({ lat: t.locations.latitude, lon: t.locations.longitude }).from(t.locations).where(eq(t.locations.id, id)))[0]!;
          const trip = demoTrip(await where(c.plan.from), await where(c.plan.to), new Date(now.getTime() - 150 * 60_000), 2 * 3600);
          await tx.insert(t.gpsPositions).values(trip.map((p) => ({ trackId: tr.id, recordedAt: p.at, latitude: p.lat, longitude: p.lon, speed: p.speed, heading: p.heading, receivedAt: p.at })));
          const last = trip[trip.length - 1]!;
          await tx.insert(t.trackLive).values({ trackId: tr.id, recordedAt: last.at, latitude: last.lat, longitude: last.lon, speed: last.speed, heading: last.heading, updatedAt: last.at });
        }
        // Every truck on the road has its load ticket; every finished one its deliver ticket too.
        for (const [j, tr] of made.entries()) {
          const plate = plates.find((p) => p.id === tr.vehicleDetailId)!.plateNumber;
          const loadAt = new Date(created.getTime() + 4 * 3_600_000);
          const deliverAt = new Date(created.getTime() + 20 * 3_600_000);
          const netto = 29870 - j * 45;
          const dropoff = netto - 80 + j * 60;
          const base = { trackId: tr.id, source: 'MANUAL', driverName: null, truckNumber: plate, createdBy: userOf('lsp@lsi.test').id };
          const load = { ...base, kind: 'LOAD', ticketNumber: `TK-${24010 + i * 1 + j * 100}`, vendorName: 'CV Trans Andalas', netto: String(netto), ffaQuality: '3.20', dobiQuality: '2.90', outTime: loadAt, items: [{ do_number: `DO-${c.order.identity}`, weight: String(netto) }], createdAt: loadAt, updatedAt: loadAt };
          await tx.insert(t.weighbridgeTickets).values(load);
          wb.push({ shipmentId: sh!.id, kind: 'LOAD', ticket: load.ticketNumber, plate, place: await placeName(c.plan.from), netto, at: loadAt });
          if (status !== 'FINISHED') continue;
          const deliver = { ...base, kind: 'DELIVER', ticketNumber: `RF-${55099 + i + j * 100}`, netto: String(dropoff), ffaQuality: '3.35', waterQuality: '0.12', inTime: new Date(deliverAt.getTime() - 1_800_000), outTime: deliverAt, items: [{ do_number: `DO-${c.order.identity}`, weight: String(dropoff) }], createdAt: deliverAt, updatedAt: deliverAt };
          await tx.insert(t.weighbridgeTickets).values(deliver);
          wb.push({ shipmentId: sh!.id, kind: 'DELIVER', ticket: deliver.ticketNumber, plate, place: await placeName(c.plan.to), netto: dropoff, loss: Math.round(((netto - dropoff) * 10000) / netto) / 100, at: deliverAt });
        }
      }
    }
    // A fresh request to the vendor for a published order, and one for lsp2's vendor.
    const [openShipment] = await tx.insert(t.shipments).values({ identity: 'SHP-2026-0101', logisticsServiceProviderId: lsp2!.id, status: 'WAITING', createdAt: ago(1), updatedAt: ago(1) }).returning();
    const lsp2Order = createdOrders.find((c) => c.plan.lsp === lsp2!.id)!;
    await tx.insert(t.shipmentOrders).values({ shipmentId: openShipment!.id, orderId: lsp2Order.order.id });
    const [sv2] = await tx
      .insert(t.shipmentVendors)
      .values({ shipmentId: openShipment!.id, vendorId: v3!.id, status: 'REQUESTED', weight: '25000', ritaseIdentity: 'SHP-2026-0101-R1', expiredAt: new Date(now.getTime() + DAY), createdAt: ago(1), updatedAt: ago(1) })
      .returning();
    await tx.insert(t.shipmentHistories).values({ shipmentId: openShipment!.id, logisticsServiceProviderId: lsp2!.id, userId: userOf('lsp2@lsi.test').id, action: 'CREATED', values: { user: userOf('lsp2@lsi.test').name, orders: lsp2Order.order.identity }, createdAt: ago(1) });
    await tx.insert(t.shipmentVendorVehicles).values({ shipmentVendorId: sv2!.id, vehicleId: tanker3!.id, quantity: 1 });

    const lspUser = userOf('lsp@lsi.test').id;
    const vendorUser = userOf('vendor@lsi.test').id;
    // The LSP's WB tab: the demo's own tickets (one load on a shipment on the road, one deliver).
    const wbNotices = [wb.find((x) => x.kind === 'LOAD' && x.shipmentId === shipmentIds[1]), wb.find((x) => x.kind === 'DELIVER' && x.shipmentId === shipmentIds[3])].flatMap((x, k) =>
      x
        ? [lspUser].map((userId) => ({
            userId,
            ...(x.kind === 'LOAD'
              ? notificationTexts('weighbridgeLoad', { ticket: x.ticket, plate: x.plate, place: x.place, netto: x.netto })
              : notificationTexts('weighbridgeDeliver', { ticket: x.ticket, place: x.place, netto: x.netto, loss: x.loss ?? 0 })),
            tag: 'WEIGHTBRIDGE',
            shipmentId: x.shipmentId,
            createdAt: k === 0 ? ago(0, 1) : ago(2, 1),
          }))
        : [],
    );
    await tx.insert(t.notifications).values([
      ...wbNotices,
      { userId: lspUser, ...notificationTexts('shipmentAccepted', { vendor: 'CV Trans Andalas', shipment: 'SHP-2026-0002', smart_count: 2 }), tag: 'SHIPMENT', shipmentId: shipmentIds[1]!, createdAt: ago(0, 3) },
      { userId: vendorUser, ...notificationTexts('shipmentRequested', { lsp: 'PT Nusantara Logistik', shipment: 'SHP-2026-0001', smart_count: 2 }), tag: 'SHIPMENT', shipmentId: shipmentIds[0]!, createdAt: ago(0, 2) },
    ]);
  });
  await Promise.all(logosWritten);
}
