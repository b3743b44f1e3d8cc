// /v1/fms: a vendor syncs its trucks from its fleet-management service (Services.fms), whose
// positions are pulled from then on (lib/fms/pull.ts). The sync makes or updates the vendor's FMS
// vehicles and plates and keeps the sealed token in one transaction (lib/fms/sync.ts, link.ts).
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fms } from '../../contract/fms.ts';
import { FmsUnavailable, type FmsUnit } from '../adapters/fms.ts';
import { vehicles } from '../db/schema/index.ts';
import { HttpError, invalid } from '../lib/errors.ts';
import { ownVendor } from '../lib/fleet.ts';
import { dropLink, keepLink, linkOf } from '../lib/fms/link.ts';
import { fleetOf, syncFleet, unsyncFleet } from '../lib/fms/sync.ts';
import { fmsExchange } from '../lib/mirroring/fms.ts';
import { t } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { loadVehicles } from './vehicle.ts';

export function fmsRoutes(app: FastifyInstance, s: Services) {
  route(app, s, fms.sync, async ({ caller, body, db, req }) => {
    const vendorId = ownVendor(caller);
    // Every sync is written to the mirroring log: a failure on its own, a success in the sync's transaction.
    const mirror = fmsExchange(s.fms, vendorId, req.id, s.clock());
    let signedIn: { token: string; units: FmsUnit[] } | null = null;
    try {
      const token = await s.fms.signIn(body.email, body.password);
      const units = token === null ? null : await s.fms.fetchFleet(token);
      if (token !== null && units !== null) signedIn = { token, units };
    } catch (e) {
      if (!(e instanceof FmsUnavailable)) throw e;
      await mirror.failed(db, 'UNREACHABLE');
      throw new HttpError(502, 'server.fmsUnavailable');
    }
    if (!signedIn) {
      await mirror.failed(db, 'CREDENTIALS_REFUSED');
      throw invalid({ email: ['validation.fmsLogin'] }, 'validation.fmsLogin');
    }
    const { token, units } = signedIn;
    const ids = await db.transaction(async (tx) => {
      const synced = await syncFleet(tx, vendorId, fleetOf(units), body.email, s.clock());
      await keepLink(tx, s.fmsTokenKey, vendorId, token, s.clock());
      await mirror.synced(tx, synced.length);
      return synced;
    });
    const data = ids.length ? await loadVehicles(db, inArray(vehicles.id, ids)) : [];
    return { message: t(req, 'server.fmsSynced', { count: data.length }), data };
  });

  route(app, s, fms.unsync, async ({ caller, db, req }) => {
    const vendorId = ownVendor(caller);
    await db.transaction(async (tx) => {
      await unsyncFleet(tx, vendorId, s.clock());
      await dropLink(tx, vendorId);
    });
    return { message: t(req, 'server.fmsUnsynced') };
  });

  route(app, s, fms.link, async ({ caller, db }) => ({ data: await linkOf(db, ownVendor(caller), s.fmsPull.everyMs > 0) }));
}
