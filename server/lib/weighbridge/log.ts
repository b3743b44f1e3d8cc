// The weighbridge activity log (contract/logs.ts, docs/weighbridge.md "The weighbridge log"): one
// row per ticket entered on a truck (typed or from a machine) and per machine ticket that found no
// truck, written in the ticket's transaction, with what a person searches it by (the truck, the
// transporter, the commodity, the places) as they were then. One statement: the names are read by
// the insert itself (fifty machines posting at once count every statement).
import { sql } from 'drizzle-orm';
import type { MachineTicketBody } from '../../../contract/weighbridge.ts';
import type { LogType } from '../../../contract/logs.ts';
import type { Tx } from '../freight/tx.ts';

interface Logged {
  lspId: number;
  type: LogType;
  ticketNumber: string;
  kind: 'LOAD' | 'DELIVER';
  source: 'MANUAL' | 'AUTO';
  netto: string | null;
  /** The truck the ticket went on; null when it found none (its plate and driver as written then). */
  trackId: number | null;
  plate: string | null;
  driver: string | null;
  doNumbers: string[];
  correctionReason: string | null;
  at: Date;
}

/**
 * A stop `so` of the track's order (or, a track of no one order, of its shipment's orders). One
 * `in` over both cases, not an `or` of them: the `or` kept the planner off suborders' order index
 * (every stop scanned, three times per ticket).
 */
const ofTrackOrders = sql`so.order_id in (select t.order_id where t.order_id is not null
  union all select order_id from shipment_orders where shipment_id = t.shipment_id and t.order_id is null)`;

/** The first stop of a kind of the track's orders. */
const stop = (type: 'PICKUP' | 'DROPOFF') => sql`(select l.name from suborders so join pickup_dropoff_locations l on l.id = so.pickup_dropoff_location_point_id
  where so.type = ${type} and ${ofTrackOrders} order by so.estimation_date, so.id limit 1)`;

export async function logWeighbridge(tx: Tx, l: Logged): Promise<void> {
  await tx.execute(sql`insert into logs (logistics_service_provider_id, type, body, data, created_at)
    select ${l.lspId}, ${l.type}, d::text, d, ${l.at} from (select jsonb_build_object(
      'ticket_number', ${l.ticketNumber}::text, 'kind', ${l.kind}::text, 'source', ${l.source}::text, 'netto', ${l.netto}::text,
      'plate_number', coalesce((select vd.plate_number from vehicle_details vd where vd.id = t.vehicle_detail_id), ${l.plate}::text),
      'driver', coalesce((select u.name from drivers dr join users u on u.id = dr.user_id where dr.id = t.driver_id), ${l.driver}::text),
      'transporter', (select v.name from shipment_vendors sv join vendors v on v.id = sv.vendor_id where sv.id = t.shipment_vendor_id),
      'commodity', (select string_agg(distinct p.name, ', ') from suborders so join suborder_products sp on sp.suborder_id = so.id join products p on p.id = sp.product_id
        where so.type = 'PICKUP' and ${ofTrackOrders}),
      'pickup', ${stop('PICKUP')}, 'dropoff', ${stop('DROPOFF')},
      'do_numbers', ${JSON.stringify(l.doNumbers)}::jsonb,
      'shipment', (select s.identity from shipments s where s.id = t.shipment_id),
      'correction_reason', ${l.correctionReason}::text) d
    from (select 1) one left join tracks t on t.id = ${l.trackId}) x`);
}

/** A machine's ticket as the log keeps it when it found no truck. */
export const unmatchedLog = (lspId: number, body: MachineTicketBody, at: Date): Logged => ({
  lspId,
  type: 'WB_UNMATCHED',
  ticketNumber: body.ticket_number,
  kind: body.kind,
  source: 'AUTO',
  netto: null,
  trackId: null,
  plate: body.plate_number,
  driver: body.driver ?? null,
  doNumbers: body.items.map((i) => i.do_number),
  correctionReason: null,
  at,
});
