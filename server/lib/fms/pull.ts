// Positions of FMS-synced trucks (docs/tracking.md "FMS positions"): every API process looks for
// links due every few seconds (the states fmsLinkMachine pulls); a link is claimed with a lease (one process of several pulls it, the
// others skip it), its token unsealed, the positions after its cursor fetched and handed to the
// same ingest as a device's reports (one source per truck: a plate with a device of its own is not
// fed by the FMS). The cursor moves only while the lease is still this pull's. A refused token stops
// the pulls until the vendor syncs again; an unreachable FMS is retried, and each refusal or failing
// spell is written once to the mirroring log.
import { sql, type SQL } from 'drizzle-orm';
import { fmsLinkMachine, transitionOf } from '../../../contract/states.ts';
import { normalizePlate } from '../../../contract/vehicle-detail.ts';
import { FmsUnavailable, type FleetService, type FmsPosition } from '../../adapters/fms.ts';
import type { Db } from '../../db/open.ts';
import { rowsOf } from '../bulk.ts';
import { recordExchange } from '../mirroring/record.ts';
import type { SerialBatcher } from '../serial-batcher.ts';
import type { Arrival, Stored } from '../tracking/store.ts';
import { textList } from '../values.ts';
import { unseal, type SealingKey } from './sealing.ts';

/** The most positions one pull asks for (a fleet of 200 trucks reporting every 10 s for 100 s). */
export const FMS_PULL_LIMIT = 2000;
/** The states `action` moves a link from, as SQL (`state in (...)`), and the state it leads to. */
function step(action: 'pull' | 'fail' | 'refuse') {
  const t = transitionOf(fmsLinkMachine, action);
  return { from: textList(t.from), to: t.to };
}

/** The most links one look claims. */
const CLAIM_MAX = 20;
/** How long a claim holds a link: longer than a pull may take (the HTTP service's timeout is 10 s). */
const CLAIM_MS = 60_000;

export interface FmsPullDeps {
  db: Db;
  fms: FleetService;
  clock: () => Date;
  /** The process's ingest (tracking/store.ts reportBatcher). */
  positions: SerialBatcher<Arrival, Stored>;
  key: SealingKey;
  /** How often a link is pulled (FMS_PULL_SECONDS); 0: never (no process pulls). */
  everyMs: number;
  warn: (e: unknown) => void;
}

interface Claimed {
  vendor_id: number;
  token: string;
  cursor: string | null;
  failing_since: Date | string | null;
}

/** What a pull of one link came to. */
export type PullOutcome = { kind: 'pulled'; positions: number; stored: number } | { kind: 'refused' } | { kind: 'unavailable'; reason: string } | { kind: 'lost' };

export class FmsPuller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly d: FmsPullDeps) {}

  /** How often a link is pulled; 0: this server pulls no positions. */
  get everyMs(): number {
    return this.d.everyMs;
  }

  /** Looks for due links every `everyMs` (at most every 5 s); a tick while a look runs is skipped. */
  start(): void {
    if (this.d.everyMs <= 0 || this.timer) return;
    let busy = false;
    this.timer = setInterval(() => {
      if (busy) return;
      busy = true;
      this.running = this.pullDue()
        .catch(this.d.warn)
        .finally(() => (busy = false));
    }, Math.min(this.d.everyMs, 5000));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims the links due now and pulls each; answers what each came to. */
  async pullDue(): Promise<Map<number, PullOutcome>> {
    const now = this.d.clock();
    const lease = new Date(now.getTime() + CLAIM_MS);
    const claimed = await rowsOf<Claimed>(
      this.d.db,
      sql`update fms_links l set lease_until = ${lease.toISOString()}::timestamptz
          where l.vendor_id in (
            select vendor_id from fms_links
            where state = any(${step('pull').from}) and (lease_until is null or lease_until <= ${now.toISOString()}::timestamptz)
            order by lease_until nulls first, vendor_id limit ${CLAIM_MAX} for update skip locked)
          returning l.vendor_id, l.token, l.cursor, l.failing_since`,
    );
    // Side by side: one slow FMS (up to its timeout) must not run the others' leases out.
    const outcomes = new Map<number, PullOutcome>();
    const settled = await Promise.allSettled(claimed.map(async (link) => outcomes.set(link.vendor_id, await this.pull(link, lease))));
    for (const s of settled) if (s.status === 'rejected') this.d.warn(s.reason);
    return outcomes;
  }

  private async pull(link: Claimed, lease: Date): Promise<PullOutcome> {
    const { fms, clock } = this.d;
    const token = unseal(this.d.key, link.vendor_id, link.token);
    // A token that does not open (FMS_TOKEN_KEY changed) is as good as refused: the vendor syncs again.
    let answer;
    try {
      answer = token === null ? null : await fms.fetchPositions(token, link.cursor, FMS_PULL_LIMIT);
    } catch (e) {
      if (!(e instanceof FmsUnavailable)) throw e;
      // "unreachable" is the code the screens translate; any other cause is kept as it was said.
      const reason = !e.message || e.message === 'unreachable' ? 'UNREACHABLE' : e.message;
      const firstFailure = link.failing_since === null;
      const kept = await this.finish(link.vendor_id, lease, 'fail', sql`failing_since = coalesce(failing_since, ${clock().toISOString()}::timestamptz)`);
      if (kept && firstFailure) await this.record(link.vendor_id, reason);
      return kept ? { kind: 'unavailable', reason } : { kind: 'lost' };
    }
    if (answer === null) {
      const kept = await this.finish(link.vendor_id, lease, 'refuse', sql`refused_at = ${clock().toISOString()}::timestamptz`);
      if (kept) await this.record(link.vendor_id, 'CREDENTIALS_REFUSED');
      return kept ? { kind: 'refused' } : { kind: 'lost' };
    }
    const stored = await this.store(link.vendor_id, answer.positions);
    const newest = answer.positions.reduce<Date | null>((m, p) => (m === null || p.at > m ? p.at : m), null);
    const kept = await this.finish(
      link.vendor_id,
      lease,
      'pull',
      sql`cursor = ${answer.cursor}, failing_since = null, positions_stored = positions_stored + ${stored},
          last_position_at = greatest(last_position_at, ${newest?.toISOString() ?? null}::timestamptz)`,
    );
    return kept ? { kind: 'pulled', positions: answer.positions.length, stored } : { kind: 'lost' };
  }

  /** The positions on the vendor's FMS plates without a device of their own; answers how many were stored. */
  private async store(vendorId: number, positions: readonly FmsPosition[]): Promise<number> {
    if (!positions.length) return 0;
    const wanted = [...new Set(positions.map((p) => normalizePlate(p.plate_number)))];
    const plates = await rowsOf<{ id: number; plate: string }>(
      this.d.db,
      sql`select vd.id, vd.plate_number as plate from vehicle_details vd join vehicles v on v.id = vd.vehicle_id
          where v.vendor_id = ${vendorId} and v.source = 'FMS' and vd.gps_device_id is null and vd.plate_number = any(${textList(wanted)})`,
    );
    const plateOf = new Map(plates.map((p) => [p.plate, Number(p.id)]));
    const now = this.d.clock();
    const results = await Promise.all(
      positions.flatMap((p) => {
        const plateId = plateOf.get(normalizePlate(p.plate_number));
        if (plateId === undefined) return [];
        const report = { deviceId: `fms:${plateId}`, plateId, at: p.at, latitude: p.latitude, longitude: p.longitude, speed: p.speed, heading: p.heading, altitude: p.altitude, accuracy: null, battery: null };
        return [this.d.positions.add({ report, now })];
      }),
    );
    return results.filter((r) => r.kind === 'stored').length;
  }

  /**
   * Ends a pull with `action` (fmsLinkMachine) and `set`, the link's next pull after `everyMs`; false
   * when the lease was lost meanwhile, or the state does not allow the action (a sync or an unsync came first).
   */
  private async finish(vendorId: number, lease: Date, action: 'pull' | 'fail' | 'refuse', set: SQL): Promise<boolean> {
    const now = this.d.clock();
    const next = new Date(now.getTime() + this.d.everyMs);
    const { from, to } = step(action);
    const rows = await rowsOf<{ vendor_id: number }>(
      this.d.db,
      sql`update fms_links set ${set}, state = ${to}, last_pulled_at = ${now.toISOString()}::timestamptz, lease_until = ${next.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
          where vendor_id = ${vendorId} and lease_until = ${lease.toISOString()}::timestamptz and state = any(${from}) returning vendor_id`,
    );
    return rows.length === 1;
  }

  private record(vendorId: number, failure: string): Promise<void> {
    return recordExchange(this.d.db, { direction: 'IN', kind: 'FMS_POSITIONS', counterpart: this.d.fms.name ?? 'FMS', failure, related: { vendor_id: vendorId }, requestId: null, at: this.d.clock() });
  }
}
