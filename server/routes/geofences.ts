// /v1/geofences and /v1/alert/geofencing (docs/tracking.md "Geofences and alerts"): an LSP's
// geofences and the alerts its trucks raise in them. The work is in server/lib/geofences/.
import type { FastifyInstance } from 'fastify';
import { geofences as calls } from '../../contract/geofence.ts';
import { answerExport, askerOf } from '../lib/exports/ask.ts';
import { alertListQuery, alertScope, alertSource, moveAlert } from '../lib/geofences/alerts.ts';
import { createGeofence, deleteGeofence, geofenceScope, geofenceSource, updateGeofence } from '../lib/geofences/fences.ts';
import { answerList } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

export function geofenceRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) =>
    answerList(geofenceSource(db), query, { scope: geofenceScope(caller), ...listContext(req, s) }),
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
  // Recorded in the LSP's export files and written by a job (docs/exports.md); the list's query, every matching alert up to ALERT_EXPORT_MAX.
  route(app, s, calls.exportAlerts, async ({ caller, query, req, reply }) => answerExport(s, reply, askerOf(req, caller), { kind: 'GEOFENCE_ALERTS', filters: query }));
  route(app, s, calls.acknowledge, async ({ caller, params, req, db }) => ({ message: t(req, 'geofence.acknowledged'), data: await moveAlert(db, caller, params.id, 'acknowledge', s.clock()) }));
  route(app, s, calls.resolve, async ({ caller, params, req, db }) => ({ message: t(req, 'geofence.resolved'), data: await moveAlert(db, caller, params.id, 'resolve', s.clock()) }));
}
