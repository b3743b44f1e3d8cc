// The administrators' weighbridge activity log (spec 1 §2 /admin/wb-activity-log, §7 GET /v1/logs;
// docs/weighbridge.md "The weighbridge log"): every weighbridge ticket entered (typed by an LSP or
// recorded from a machine's post) and every machine ticket that found no truck, as it was then.
import { z } from 'zod';
import { roles } from './access.ts';
import { text } from './fields.ts';
import { call, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
import { mirroringRow, weighbridgePushAnswer, weighbridgePushBody } from './mirroring.ts';

/** WB_TICKET: a ticket entered on a truck; WB_UNMATCHED: a machine's ticket that found no truck (yet). */
export const LOG_TYPES = ['WB_TICKET', 'WB_UNMATCHED'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/** What a weighbridge log keeps of its ticket (also its `body`, as JSON text, which search reads). */
export const weighbridgeLogData = z.object({
  ticket_number: z.string(),
  kind: z.enum(['LOAD', 'DELIVER']),
  /** MANUAL: typed by the LSP; AUTO: posted by weighbridge software. */
  source: z.enum(['MANUAL', 'AUTO']),
  netto: z.string().nullable(),
  plate_number: z.string().nullable(),
  driver: z.string().nullable(),
  transporter: z.string().nullable(),
  commodity: z.string().nullable(),
  pickup: z.string().nullable(),
  dropoff: z.string().nullable(),
  do_numbers: z.array(z.string()),
  shipment: z.string().nullable(),
  correction_reason: z.string().nullable(),
});
export type WeighbridgeLogData = z.infer<typeof weighbridgeLogData>;

export const logRow = z.object({
  id: z.number().int(),
  type: z.enum(LOG_TYPES),
  body: z.string(),
  data: weighbridgeLogData,
  logistics_service_provider: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: isoDate,
});
export type LogRow = z.infer<typeof logRow>;

export const logList = listDecl({
  search: ['body'],
  defaultSearch: ['body'],
  sort: ['created_at'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['type', 'logistics_service_provider_id'],
  dates: ['created_at'],
  defaultEntries: 15,
});

/** The spec's named filters: each a "contains" on the ticket's field, case ignored. */
export const LOG_FIELD_FILTERS = ['commodity', 'pickup', 'dropoff', 'transporter', 'driver', 'plate_number'] as const;
export type LogFieldFilter = (typeof LOG_FIELD_FILTERS)[number];

const contains = () => text(100).optional();
export const logQuery = listQuery.extend({ commodity: contains(), pickup: contains(), dropoff: contains(), transporter: contains(), driver: contains(), plate_number: contains() } satisfies Record<LogFieldFilter, unknown>);
export type LogQuery = z.output<typeof logQuery>;

export const logs = {
  list: call({
    method: 'GET',
    path: '/v1/logs',
    summary: 'The weighbridge activity log, newest first: tickets entered and machine tickets that found no truck (administrators)',
    access: roles.admin,
    query: logQuery,
    response: pagedAnswer(logRow),
  }),
  push: call({
    method: 'POST',
    path: '/v1/logs/weighbridge-push-v2',
    summary: 'Pushes weighbridge logs again downstream: the ones picked, or those of a date range or delivery order (at most PUSH_LOGS_MAX); each push is written to the mirroring log (administrators)',
    access: roles.admin,
    body: weighbridgePushBody,
    response: weighbridgePushAnswer,
  }),
  mirroring: call({
    method: 'GET',
    path: '/v1/logs/mirroring',
    summary: 'The activity mirroring log, newest first: every machine-to-machine exchange (weighbridge machines, pushes, fleet syncs) (administrators)',
    access: roles.admin,
    query: listQuery,
    response: pagedAnswer(mirroringRow),
  }),
};
