// /v1/geofences and /v1/alert/geofencing (docs/tracking.md "Geofences and alerts"): an LSP's
// geofences and the alerts its trucks raise in them. The work is in server/lib/geofences/.
import type { FastifyInstance } from 'fastify';
import { geofences as calls } from '../../contract/geofence.ts';
import { translate } from '../../contract/messages.ts';
import { alertListQuery, alertScope, alertSource, alertsToExport, moveAlert } from '../lib/geofences/alerts.ts';
import { createGeofence, deleteGeofence, geofenceSource, lspOf, updateGeofence } from '../lib/geofences/fences.ts';
import { answerList } from '../lib/list.ts';
import { localeOf, t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { XLSX_TYPE, xlsxOf } from '../lib/sheets.ts';
import { wibClock } from '../lib/values.ts';
import { eq } from 'drizzle-orm';
import { geofences } from '../db/schema/index.ts';

const EXPORT_COLUMNS = ['type', 'status', 'geofence', 'kind', 'shipment', 'plate_number', 'driver', 'vendor', 'latitude', 'longitude', 'started_at', 'raised_at', 'acknowledged_by', 'resolved_by'] as const;

export function geofenceRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) =>
    answerList(geofenceSource(db), query, { scope: eq(geofences.logisticsServiceProviderId, lspOf(caller)), ...listContext(req, s) }),
  );
  route(app, s, calls.create, async ({ caller, body, req, db }) => {
    const data = await createGeofence(db, caller, body, s.clock());
    return { message: t(req, 'geofence.created', { name: data.name }), data };
  });
  route(app, s, calls.update, async ({ caller, params, body, req, db }) => {
    const data = await updateGeofence(db, caller, params.id, body, s.clock());
    return { message: t(req, 'geofence.updated', { name: data.name }), data };
  });
  route(app, s, calls.remove, async ({ caller, params, req, db }) => ({ message: t(req, 'geofence.deleted', { name: await deleteGeofence(db, caller, params.id) }) }));

  route(app, s, calls.alerts, async ({ caller, query, req, db }) => answerList(alertSource(db), alertListQuery(query), { scope: alertScope(caller), ...listContext(req, s) }));
  route(app, s, calls.exportAlerts, async ({ caller, query, req, reply, db }) => {
    const data = await alertsToExport(db, query, { scope: alertScope(caller), ...listContext(req, s) });
    const locale = localeOf(req);
    const label = (key: string) => translate(locale, `geofence.${key}`);
    const rows = data.map((x) => [label(x.type), translate(locale, `state.${x.status}`), x.geofence.name, label(x.geofence.kind), x.shipment?.identity ?? null, x.plate_number, x.driver_name, x.vendor?.name ?? null, x.latitude, x.longitude, wibClock(x.started_at), wibClock(x.raised_at), x.acknowledged_by, x.resolved_by]);
    reply.header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="geofence-alerts.xlsx"');
    return reply.send(xlsxOf([EXPORT_COLUMNS.map(label), ...rows], label('sheet')));
  });
  route(app, s, calls.acknowledge, async ({ caller, params, req, db }) => ({ message: t(req, 'geofence.acknowledged'), data: await moveAlert(db, caller, params.id, 'acknowledge', s.clock()) }));
  route(app, s, calls.resolve, async ({ caller, params, req, db }) => ({ message: t(req, 'geofence.resolved'), data: await moveAlert(db, caller, params.id, 'resolve', s.clock()) }));
}
