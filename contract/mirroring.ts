// The activity mirroring log (spec 1 §2 /admin/activity-mirroring-log; docs/mirroring-log.md): one
// row per machine-to-machine exchange: weighbridge machines' tickets in, weighbridge logs pushed out
// again, fleet-management syncs. Declared here; the calls are of the logs group (contract/logs.ts).
import { z } from 'zod';
import { idList, text } from './fields.ts';
import { isoDate, listDecl } from './lib.ts';

export const MIRROR_DIRECTIONS = ['IN', 'OUT'] as const;
/**
 * WB_MACHINE_TICKET: a machine posted a ticket; WB_PUSH: a weighbridge log pushed downstream;
 * FMS_SYNC: a vendor's fleet sync; FMS_POSITIONS: pulling a vendor's truck positions from its FMS
 * (kept only when the token is refused or a spell of failures starts: a pull is every few seconds).
 */
export const MIRROR_KINDS = ['WB_MACHINE_TICKET', 'WB_PUSH', 'FMS_SYNC', 'FMS_POSITIONS'] as const;
export const MIRROR_OUTCOMES = ['OK', 'FAILED'] as const;
export type MirrorDirection = (typeof MIRROR_DIRECTIONS)[number];
export type MirrorKind = (typeof MIRROR_KINDS)[number];
export type MirrorOutcome = (typeof MIRROR_OUTCOMES)[number];

/**
 * The reasons the server itself writes, as codes the screens translate: how an exchange that went
 * through ended (a machine's ticket matched, kept unmatched, or had already been kept; a fleet
 * synced) and why a fleet sync failed. A counterpart's own failure is kept as it said it.
 */
export const MIRROR_NOTES = ['MATCHED', 'UNMATCHED', 'DUPLICATE', 'SYNCED', 'CREDENTIALS_REFUSED', 'UNREACHABLE'] as const;
export type MirrorNote = (typeof MIRROR_NOTES)[number];

/** The counterparts that are the app's own stand-ins (no outside system configured): the screens name them in the reader's language. */
export const LOCAL_COUNTERPARTS = { 'local recorder': 'localRecorder', 'demo fleet': 'demoFleet' } as const;
export const LOCAL_RECORDER = 'local recorder' satisfies keyof typeof LOCAL_COUNTERPARTS;
export const DEMO_FLEET = 'demo fleet' satisfies keyof typeof LOCAL_COUNTERPARTS;

/** The longest reason kept (a failure's cause, an endpoint's answer cut short). */
export const MIRROR_REASON_MAX = 200;
/** The longest counterpart name kept. */
export const MIRROR_COUNTERPART_MAX = 191;

export const mirroringRow = z.object({
  id: z.number().int(),
  direction: z.enum(MIRROR_DIRECTIONS),
  kind: z.enum(MIRROR_KINDS),
  counterpart: z.string(),
  outcome: z.enum(MIRROR_OUTCOMES),
  reason: z.string().nullable(),
  /** The records the exchange concerns, by name: log_id, ticket_number, machine_ticket_id, ticket_id, vendor_id… */
  related: z.record(z.string(), z.union([z.string(), z.number()])),
  request_id: z.string().nullable(),
  created_at: isoDate,
});
export type MirroringRow = z.infer<typeof mirroringRow>;

export const mirroringList = listDecl({
  search: ['counterpart', 'reason', 'related'],
  defaultSearch: ['counterpart', 'reason', 'related'],
  sort: ['created_at'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['kind', 'outcome', 'direction'],
  dates: ['created_at'],
  defaultEntries: 15,
});

/** The most weighbridge logs one push sends (picked, or of a date range or DO). */
export const PUSH_LOGS_MAX = 500;

const day = z.iso.date({ error: 'validation.date' });

/**
 * POST /v1/logs/weighbridge-push-v2: the logs picked (log_ids), or without them those of the date
 * range (WIB days of created_at) and / or delivery order; at least one of them, the range in order.
 */
export const weighbridgePushBody = z
  .object({
    log_ids: idList(PUSH_LOGS_MAX).optional(),
    start_date: day.optional(),
    end_date: day.optional(),
    do: text(100).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.log_ids && !b.start_date && !b.end_date && !b.do) ctx.addIssue({ code: 'custom', path: ['log_ids'], message: 'validation.pushSelection' });
    if (b.start_date && b.end_date && b.end_date < b.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.endBeforeStart' });
  });
export type WeighbridgePushBody = z.output<typeof weighbridgePushBody>;

export const weighbridgePushAnswer = z.object({ message: z.string(), pushed: z.number().int(), failed: z.number().int() });
