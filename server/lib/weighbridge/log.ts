// The weighbridge activity log (contract/logs.ts, docs/weighbridge.md "The weighbridge log"): one
// row per ticket entered on a truck (typed or from a machine) and per machine ticket that found no
// truck, written in the ticket's transaction, with what a person searches it by (the truck, the
// transporter, the commodity, the places) as they were then: the truck's facts the ticket read
// (truck-facts.ts), or what the machine wrote when it found no truck.
import { sql } from 'drizzle-orm';
import type { MachineTicketBody } from '../../../contract/weighbridge.ts';
import type { LogType } from '../../../contract/logs.ts';
import { logs } from '../../db/schema/index.ts';
import type { Tx } from '../freight/tx.ts';
import type { TruckFacts } from './truck-facts.ts';

interface Logged {
  lspId: number;
  type: LogType;
  ticketNumber: string;
  kind: 'LOAD' | 'DELIVER';
  source: 'MANUAL' | 'AUTO';
  netto: string | null;
  /** The truck the ticket went on, and its shipment's number; none when it found no truck. */
  truck: (Pick<TruckFacts, 'plate' | 'driver' | 'transporter' | 'commodity' | 'pickup' | 'dropoff'> & { shipment: string }) | null;
  /** The plate and driver as the ticket wrote them (the log's when the truck has none). */
  plate: string | null;
  driver: string | null;
  doNumbers: string[];
  correctionReason: string | null;
  at: Date;
}

export async function logWeighbridge(tx: Tx, l: Logged): Promise<void> {
  const data = {
    ticket_number: l.ticketNumber,
    kind: l.kind,
    source: l.source,
    netto: l.netto,
    plate_number: l.truck?.plate ?? l.plate,
    driver: l.truck?.driver ?? l.driver,
    transporter: l.truck?.transporter ?? null,
    commodity: l.truck?.commodity ?? null,
    pickup: l.truck?.pickup ?? null,
    dropoff: l.truck?.dropoff ?? null,
    do_numbers: l.doNumbers,
    shipment: l.truck?.shipment ?? null,
    correction_reason: l.correctionReason,
  };
  // The body is the data as PostgreSQL writes jsonb out, as every row before this one.
  const json = JSON.stringify(data);
  await tx.insert(logs).values({ logisticsServiceProviderId: l.lspId, type: l.type, body: sql`${json}::jsonb::text`, data, createdAt: l.at });
}

/** A machine's ticket as the log keeps it when it found no truck. */
export const unmatchedLog = (lspId: number, body: MachineTicketBody, at: Date): Logged => ({
  lspId,
  type: 'WB_UNMATCHED',
  ticketNumber: body.ticket_number,
  kind: body.kind,
  source: 'AUTO',
  netto: null,
  truck: null,
  plate: body.plate_number,
  driver: body.driver ?? null,
  doNumbers: body.items.map((i) => i.do_number),
  correctionReason: null,
  at,
});
