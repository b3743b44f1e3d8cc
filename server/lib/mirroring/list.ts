// GET /v1/logs/mirroring: the activity mirroring log over the list machinery (lib/list.ts): a search
// in the counterpart, the reason and the related records, kind / outcome / direction filters and a
// created_at range, newest first.
import { sql } from 'drizzle-orm';
import { mirroringList, type MirroringRow } from '../../../contract/mirroring.ts';
import type { Db } from '../../db/open.ts';
import { mirroringLogs } from '../../db/schema/index.ts';
import { col, expr, keyFields, type ColumnMap, type ListSource } from '../list.ts';
import { iso, parsed } from '../values.ts';

type Col = (typeof mirroringList.search)[number] | (typeof mirroringList.sort)[number] | (typeof mirroringList.filter)[number];
const columns: ColumnMap<Col> = {
  counterpart: col(mirroringLogs.counterpart),
  reason: col(mirroringLogs.reason),
  related: expr(sql`${mirroringLogs.related}::text`),
  created_at: col(mirroringLogs.createdAt),
  kind: col(mirroringLogs.kind),
  outcome: col(mirroringLogs.outcome),
  direction: col(mirroringLogs.direction),
};

type Raw = typeof mirroringLogs.$inferSelect;

const toRow = (e: Raw): MirroringRow => ({
  id: e.id,
  direction: e.direction as MirroringRow['direction'],
  kind: e.kind as MirroringRow['kind'],
  counterpart: e.counterpart,
  outcome: e.outcome as MirroringRow['outcome'],
  reason: e.reason,
  related: parsed<MirroringRow['related']>(e.related) ?? {},
  request_id: e.requestId,
  created_at: iso(e.createdAt)!,
});

export const mirroringSource = (db: Db): ListSource<Col, Raw, MirroringRow> => ({
  what: 'mirroring-log',
  db,
  decl: mirroringList,
  columns,
  idColumn: mirroringLogs.id,
  rows: () => db.select().from(mirroringLogs).$dynamic() as never,
  keys: (sortKey) => db.select(keyFields(mirroringLogs.id, sortKey)).from(mirroringLogs).$dynamic() as never,
  toRow,
});
