// Pushing weighbridge logs again downstream (POST /v1/logs/weighbridge-push-v2, docs/weighbridge.md
// "Pushing logs again"): the logs picked, or those of a date range (days in the caller's timezone)
// and / or a delivery order, at most PUSH_LOGS_MAX, oldest first, sent to the push target in
// batches; each log pushed writes one row of the mirroring log, OK or FAILED with why.
import { and, asc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { LOG_TYPES } from '../../../contract/logs.ts';
import { PUSH_LOGS_MAX, type WeighbridgePushBody } from '../../../contract/mirroring.ts';
import type { PushTarget } from '../../adapters/weighbridge-push.ts';
import type { Db } from '../../db/open.ts';
import { logs } from '../../db/schema/index.ts';
import { localDayStart } from '../list.ts';
import { recordExchanges, type Exchange } from '../mirroring/record.ts';
import { iso } from '../values.ts';

const DAY_MS = 86_400_000;

/** The logs a push selects: weighbridge rows only, whatever ids are given. */
function selection(b: WeighbridgePushBody, tzOffsetMinutes: number): SQL {
  const where: (SQL | undefined)[] = [inArray(logs.type, [...LOG_TYPES])];
  if (b.log_ids) where.push(inArray(logs.id, b.log_ids));
  if (b.start_date) where.push(gte(logs.createdAt, localDayStart(b.start_date, tzOffsetMinutes)));
  if (b.end_date) where.push(lt(logs.createdAt, new Date(localDayStart(b.end_date, tzOffsetMinutes).getTime() + DAY_MS)));
  if (b.do) where.push(sql`exists (select 1 from jsonb_array_elements_text(${logs.data} -> 'do_numbers') x where upper(x) = upper(${b.do.trim()}))`);
  return and(...where)!;
}

export interface PushRun {
  db: Db;
  target: PushTarget;
  now: Date;
  tzOffsetMinutes: number;
  requestId: string;
}

/** Pushes the selected logs; answers how many went through and how many failed. */
export async function pushLogs(run: PushRun, body: WeighbridgePushBody): Promise<{ pushed: number; failed: number }> {
  const rows = await run.db.select().from(logs).where(selection(body, run.tzOffsetMinutes)).orderBy(asc(logs.id)).limit(PUSH_LOGS_MAX);
  const sent = rows.map((r) => ({ id: r.id, type: r.type, logistics_service_provider_id: r.logisticsServiceProviderId, created_at: iso(r.createdAt), data: r.data }));
  const exchanges: Exchange[] = [];
  for (let i = 0; i < sent.length; i += run.target.batch) {
    const batch = sent.slice(i, i + run.target.batch);
    const outcome = await run.target.send(batch);
    for (const log of batch) {
      const data = (log.data ?? {}) as { ticket_number?: string };
      exchanges.push({
        direction: 'OUT',
        kind: 'WB_PUSH',
        counterpart: run.target.name,
        failure: outcome.ok ? null : outcome.reason,
        related: { log_id: log.id, ...(data.ticket_number ? { ticket_number: data.ticket_number } : {}) },
        lspId: log.logistics_service_provider_id,
        payload: log,
        requestId: run.requestId,
        at: run.now,
      });
    }
  }
  await recordExchanges(run.db, exchanges);
  const pushed = exchanges.filter((e) => e.failure === null).length;
  return { pushed, failed: exchanges.length - pushed };
}
