// Live tracking (docs/tracking.md): positions in over the OsmAnd protocol, a plate's device id,
// the live map, a shipment's trucks and a track's playback. The work is in server/lib/tracking/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { POI_MAX, tracking as calls } from '../../contract/tracking.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { requestStamps } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { deviceOf, proposeDeviceId, serverUrlOf, setDevice, unknownDevices } from '../lib/tracking/devices.ts';
import { allowReport, bodyOf, reportOf } from '../lib/tracking/ingest.ts';
import { lspLiveTrucks, lspShippingStatus, lspTruckStatus, pointsOfInterest, shipmentLiveTrucks } from '../lib/tracking/live.ts';
import { playbackOf } from '../lib/tracking/playback.ts';
import { lspIncomingTrucks } from '../lib/tracking/incoming.ts';
import { answerExport, askerOf } from '../lib/exports/ask.ts';
import { t } from '../lib/locale.ts';

export function trackingRoutes(app: FastifyInstance, s: Services) {
  /** The cache of the rows of an LSP's trucks on the road (lib/tracking/live.ts), bound to the request's stamps. */
  const keptRows = (req: FastifyRequest) => s.liveRows.within(requestStamps(req));
  const ingest = async (query: Parameters<typeof reportOf>[0], body: Parameters<typeof reportOf>[1], req: Parameters<typeof t>[0]) => {
    const now = s.clock();
    const report = reportOf(query, body, now);
    if (!allowReport(report.deviceId, now.getTime())) throw new HttpError(429, 'server.deviceTooFast');
    const stored = await s.positions.add({ report, now });
    if (stored.kind === 'unknown') throw new HttpError(404, 'server.unknownDevice');
    return { message: t(req, stored.kind === 'stored' ? 'server.positionStored' : 'server.positionNoTrip') };
  };
  route(app, s, calls.ingestGet, async ({ query, req }) => ingest(query, undefined, req));
  route(app, s, calls.ingestPost, async ({ query, body, req }) => ingest(query, bodyOf(body), req));

  route(app, s, calls.proposeDeviceId, async () => ({ data: { device_id: proposeDeviceId(), server_url: serverUrlOf(s.appUrl) } }));
  route(app, s, calls.unknownDevices, async ({ db }) => ({ data: await unknownDevices(db, s.clock()) }));
  route(app, s, calls.deviceOf, async ({ caller, params, db }) => ({ data: (await deviceOf(db, caller, params.id, s.appUrl)).data }));
  route(app, s, calls.setDevice, async ({ caller, params, body, db, req }) => {
    const { plate, data } = await setDevice(db, caller, params.id, body.device_id, s.appUrl);
    return { message: t(req, data.device_id ? 'server.deviceSet' : 'server.deviceCleared', { plate }), data };
  });

  route(app, s, calls.playback, async ({ caller, params, query, db }) => ({ data: await playbackOf(db, caller, params.id, query) }));
  route(app, s, calls.pointsOfInterest, async ({ caller, query, db }) => ({ data: await pointsOfInterest(db, caller, query.search_key, POI_MAX) }));
  route(app, s, calls.shipmentLive, async ({ caller, params, db }) => {
    const data = await shipmentLiveTrucks(db, caller, params.id, s.clock());
    if (!data) throw notFound();
    return { data };
  });
  route(app, s, calls.truckStatus, async ({ caller, db, req }) => ({ data: await lspTruckStatus(db, caller, s.clock(), keptRows(req)) }));
  route(app, s, calls.shippingStatusTrucks, async ({ caller, query, db, req }) => lspShippingStatus(db, caller, s.clock(), query, keptRows(req)));
  route(app, s, calls.incomingTrucks, async ({ caller, query, db }) => lspIncomingTrucks(db, caller, s.clock(), query));
  // Recorded in the LSP's export files and written by a job (docs/exports.md).
  route(app, s, calls.exportIncomingTrucks, async ({ caller, query, req, reply }) => answerExport(s, reply, askerOf(req, caller), { kind: 'INCOMING_TRUCKS', filters: query }));
  route(app, s, calls.liveTracking, async ({ caller, db, req }) => ({ data: await lspLiveTrucks(db, caller, s.clock(), keptRows(req)) }));
}
