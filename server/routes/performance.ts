// Vendor performance and the vendor report (docs/performance.md): the LSP's scorecard of its
// vendors; the figures are computed in server/lib/performance/, the LSP is the token's (the
// administrator reads the vendor report of every LSP).
import type { FastifyInstance } from 'fastify';
import { vendorPerformance as calls } from '../../contract/performance.ts';
import { vendorReport } from '../../contract/vendor-report.ts';
import { answerExport, askerOf } from '../lib/exports/ask.ts';
import { performanceDetail } from '../lib/performance/detail.ts';
import { reportOrderShipments, reportSheetNow, vendorReportRows } from '../lib/performance/report.ts';
import { scopeOf } from '../lib/performance/scope.ts';
import { vendorRows } from '../lib/performance/vendors.ts';
import { localeOf } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import { XLSX_TYPE } from '../lib/sheets.ts';
import { asDownload } from '../lib/uploads.ts';
import type { Services } from '../lib/services.ts';

export function performanceRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.vendors, async ({ caller, db, query }) => vendorRows(db, scopeOf(caller, s.clock(), query), query, 'vendors'));
  route(app, s, calls.acceptanceRates, async ({ caller, db, query }) => vendorRows(db, scopeOf(caller, s.clock(), query), query, 'acceptanceRates'));
  route(app, s, calls.report, async ({ caller, db, query }) => vendorRows(db, scopeOf(caller, s.clock(), query), query, 'report'));
  route(app, s, vendorReport.rows, async ({ caller, db, query }) => vendorReportRows(db, caller, s.clock(), query));
  route(app, s, vendorReport.exportRows, async ({ caller, db, query, req, reply }) => {
    // The LSP's is kept in its Export files and written by a job; the administrator's is answered at once.
    if (caller.role !== 'ADMIN') return answerExport(s, reply, askerOf(req, caller), { kind: 'VENDOR_REPORT', filters: query });
    const file = await reportSheetNow(db, caller, s.clock(), query, localeOf(req));
    return asDownload(reply, XLSX_TYPE, file.name).send(file.bytes);
  });
  route(app, s, vendorReport.orderShipments, async ({ caller, db, query }) => reportOrderShipments(db, caller, s.clock(), query));
  // Recorded in the LSP's export files and written by a job (docs/exports.md).
  route(app, s, calls.exportVendors, async ({ caller, query, req, reply }) => answerExport(s, reply, askerOf(req, caller), { kind: 'PERFORMANCE_VENDOR', filters: query }));
  route(app, s, calls.exportReport, async ({ caller, query, req, reply }) => answerExport(s, reply, askerOf(req, caller), { kind: 'PERFORMANCE_VENDOR_REPORT', filters: query }));
  route(app, s, calls.detail, async ({ caller, db, query }) => performanceDetail(db, scopeOf(caller, s.clock(), query), query));
}
