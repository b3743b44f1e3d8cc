// The weighbridge (spec 2 §3, §7 "Weighbridge"; docs/weighbridge.md): per track a load ticket at the
// mill and a deliver ticket at the refinery, typed by the LSP from the paper ticket, with its scan.
// Weights are kilograms with at most 3 decimals, stored exactly (numeric) and answered as decimal
// text; qualities are percentages (FFA, water) or the DOBI index; times are instants with their
// offset, entered and shown in WIB.
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate } from './lib.ts';
import { DOCUMENT_FILE, QUALITY, QUANTITY, decimalStep, decimalsOf, fileField, hasNoControlCharacters, optionalText, readDecimal, requiredText, tooManyDecimals } from './fields.ts';
import { NOTE_MAX, instant } from './freight-fields.ts';
import { messageRef } from './message-ref.ts';
import { MACHINE_TICKET_STATES, TRACK_STATES, WEIGHBRIDGE_TICKET_STATES } from './states.ts';

export const WB_KINDS = ['LOAD', 'DELIVER'] as const;
export type WbKind = (typeof WB_KINDS)[number];
export const WB_SOURCES = ['MANUAL', 'AUTO'] as const;
export const TOLERANCE_TYPES = ['PERCENT', 'KG'] as const;
export type ToleranceType = (typeof TOLERANCE_TYPES)[number];

/**
 * The heaviest net weight any road tanker carries (kg): Indonesian road rules and the largest CPO
 * tankers stay well under it. The truck's own maximum (its vehicle model's max weight) is checked
 * by the server as well.
 */
export const WB_WEIGHT_MAX = 60_000;
/** The DOBI index (deterioration of bleachability) of palm oil: about 1 to 4; never above 10. */
export const DOBI_MAX = 10;
/** Delivery orders on one ticket. */
export const WB_ITEMS_MAX = 20;
export const TICKET_NUMBER_MAX = 64;

/** A weight in kg: more than 0, at most WB_WEIGHT_MAX, at most 3 decimals; "29870,5" is read as 29870.5. */
export const wbWeight = () =>
  z.preprocess(
    readDecimal,
    z
      .number({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.number') })
      .finite('validation.number')
      .gt(0, 'validation.positive')
      .max(WB_WEIGHT_MAX, messageRef('validation.wbWeight', { max: WB_WEIGHT_MAX }))
      .refine((n) => decimalsOf(n) <= QUANTITY.scale, tooManyDecimals(QUANTITY))
      // Stored in a QUANTITY column: its step (the maximum is tighter than the column's).
      .meta({ multipleOf: decimalStep(QUANTITY) }),
  );

/**
 * A quality figure from 0 to `max` (a percentage: 100), at most 2 decimals, in a QUALITY column;
 * optional. One message for every way it is wrong, saying the range ("0x10" is no DOBI of 16).
 */
export const wbQuality = (max = 100) => {
  const message = messageRef(max === 100 ? 'validation.percent' : 'validation.dobi', { max });
  return z.preprocess(
    readDecimal,
    z
      .number({ error: message })
      .finite(message)
      .min(0, message)
      .max(max, message)
      .refine((n) => decimalsOf(n) <= QUALITY.scale, tooManyDecimals(QUALITY))
      .meta({ multipleOf: decimalStep(QUALITY) })
      .optional(),
  );
};

/**
 * An instant with its offset, as a ticket says when ("2026-03-11T08:15:00+07:00"): text of at most
 * 40 characters without control characters first (said as such), then a real instant.
 */
const WB_TIME_MAX = 40;
const wbTime = () =>
  z
    .string({ error: 'validation.date' })
    .max(WB_TIME_MAX, messageRef('validation.tooLong', { max: WB_TIME_MAX }))
    .refine(hasNoControlCharacters, 'validation.controlChars')
    .pipe(instant());

const doNumber = () => requiredText(TICKET_NUMBER_MAX);
const items = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object(shape))
    .min(1, 'validation.required')
    .max(WB_ITEMS_MAX, messageRef('validation.tooManyItems', { max: WB_ITEMS_MAX }));

/** What both tickets say: its number, who drove which truck, a note, and (to correct one) why. */
const ticketFields = {
  ticket_number: requiredText(TICKET_NUMBER_MAX),
  driver: optionalText(191),
  truck_number: optionalText(32),
  note: optionalText(NOTE_MAX),
  /** Given to replace the ticket in force (a correction); its reason is kept with the new ticket. */
  correction_reason: optionalText(NOTE_MAX),
};

export const loadWeightsBody = z.object({
  ...ticketFields,
  sim_number: optionalText(64),
  vendor: optionalText(191),
  out_time: wbTime(),
  /** The FFA (free fatty acid) per cent at loading. */
  quality: wbQuality(),
  dobi_quality: wbQuality(DOBI_MAX),
  items: items({ do_number: doNumber(), delivery_weight: wbWeight() }),
});
export type LoadWeightsBody = z.infer<typeof loadWeightsBody>;

const deliverFields = z.object({
  ...ticketFields,
  in_time: instant(),
  out_time: wbTime(),
  water_quality: wbQuality(),
  ffa_quality: wbQuality(),
  refinery_net_weight: wbWeight(),
  items: items({ do_number: doNumber(), total_deliver: wbWeight() }),
});
const outAfterIn = (b: { in_time: string; out_time: string }) => Date.parse(b.out_time) >= Date.parse(b.in_time);
const OUT_BEFORE_IN = { path: ['out_time'], message: 'validation.outBeforeIn' };
export const deliverWeightsBody = deliverFields.refine(outAfterIn, OUT_BEFORE_IN);
export type DeliverWeightsBody = z.infer<typeof deliverWeightsBody>;

export const ticketRecord = z.object({
  id: z.number().int(),
  track_id: z.number().int(),
  kind: z.enum(WB_KINDS),
  source: z.enum(WB_SOURCES),
  status: z.enum(WEIGHBRIDGE_TICKET_STATES),
  ticket_number: z.string(),
  driver: z.string().nullable(),
  truck_number: z.string().nullable(),
  sim_number: z.string().nullable(),
  vendor: z.string().nullable(),
  /** kg as decimal text ("29870.500"): LOAD the items' sum, DELIVER the refinery's net weight. */
  netto: z.string().nullable(),
  ffa_quality: z.string().nullable(),
  dobi_quality: z.string().nullable(),
  water_quality: z.string().nullable(),
  in_time: isoDate.nullable(),
  out_time: isoDate.nullable(),
  note: z.string().nullable(),
  items: z.array(z.object({ do_number: z.string(), weight: z.string() })),
  /** The scan's address (read with the bearer token), null before one is uploaded. */
  file_url: z.string().nullable(),
  replaces_id: z.number().int().nullable(),
  correction_reason: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: isoDate,
});
export type TicketRecord = z.infer<typeof ticketRecord>;

/** Pickup and drop-off netto of a truck or an order and what went missing (kg and per cent of the pickup). */
export const nettoFigures = z.object({
  pickup: z.string().nullable(),
  dropoff: z.string().nullable(),
  loss_kg: z.string().nullable(),
  loss_percent: z.string().nullable(),
  /** The loss allowed (kg) by the customer's tolerance; null: no tolerance set. */
  allowed_kg: z.string().nullable(),
  /** The loss is over the tolerance (or there is a loss and no tolerance is set). */
  beyond: z.boolean(),
});
export type NettoFigures = z.infer<typeof nettoFigures>;

export const trackWeights = z.object({
  track_id: z.number().int(),
  status: z.enum(TRACK_STATES),
  ritase: z.number().int(),
  plate_number: z.string().nullable(),
  driver: z.string().nullable(),
  vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order: z.object({ id: z.number().int(), identity: z.string() }).nullable(),
  /** The truck's maximum net weight (its vehicle model's), kg as decimal text. */
  max_weight: z.string().nullable(),
  load: ticketRecord.nullable(),
  deliver: ticketRecord.nullable(),
  /** The tickets corrections replaced, newest first. */
  corrected: z.array(ticketRecord),
  netto: nettoFigures,
});
export type TrackWeights = z.infer<typeof trackWeights>;

export const tolerance = z.object({ type: z.enum(TOLERANCE_TYPES), value: z.string() });

export const shipmentWeights = z.object({
  shipment_id: z.number().int(),
  tolerance: tolerance.nullable(),
  tracks: z.array(trackWeights),
  orders: z.array(z.object({ order_id: z.number().int(), identity: z.string(), netto: nettoFigures })),
  beyond_tolerance: z.boolean(),
});
export type ShipmentWeights = z.infer<typeof shipmentWeights>;

const ticketAnswer = dataAnswer(ticketRecord).extend({ message: z.string() });
const trackIdParams = z.object({ track_id: idParams.shape.id });

// ---- machine tickets (docs/weighbridge.md "Machine tickets") ------------------------------------

/** Keys in use (not revoked) an LSP may hold at once. */
export const API_KEYS_MAX = 20;
/** Tickets one key may post per minute (per API process). */
export const MACHINE_POSTS_PER_MINUTE = 600;
/** The unmatched tickets listed at most (oldest first): matching them is a hand's work. */
export const UNMATCHED_LIST_MAX = 200;
/** The trucks offered to match one ticket to, at most. */
export const MATCH_CHOICES_MAX = 100;
/** The header a machine may send its key in, besides `Authorization: Bearer`. */
export const API_KEY_HEADER = 'x-api-key';

export const apiKeyBody = z.object({ name: requiredText(64) });
export const apiKeyRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell it apart: the key itself is answered once, when made. */
  prefix: z.string(),
  created_by: z.string().nullable(),
  created_at: isoDate,
  last_used_at: isoDate.nullable(),
  revoked_at: isoDate.nullable(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecord>;

/** The plate the weighbridge read, as the truck's detail writes it ("BM 8123 XY"). */
const plateNumber = () => requiredText(32);
const machineLoad = loadWeightsBody.omit({ correction_reason: true }).extend({ kind: z.literal('LOAD'), plate_number: plateNumber() });
const machineDeliver = deliverFields
  .omit({ correction_reason: true })
  .extend({ kind: z.literal('DELIVER'), plate_number: plateNumber() })
  .refine(outAfterIn, OUT_BEFORE_IN);
/**
 * A ticket as weighbridge software posts it: a load or deliver ticket's fields (no correction: a
 * wrong ticket is corrected by the LSP), its kind and the plate read at the scale; the delivery
 * orders (`items[].do_number`) are the orders' numbers the truck carries.
 */
export const machineTicketBody = z.discriminatedUnion('kind', [machineLoad, machineDeliver]);
export type MachineTicketBody = z.infer<typeof machineTicketBody>;

export const machineTicketRecord = z.object({
  id: z.number().int(),
  kind: z.enum(WB_KINDS),
  ticket_number: z.string(),
  plate_number: z.string(),
  do_numbers: z.array(z.string()),
  status: z.enum(MACHINE_TICKET_STATES),
  /** Why it found no truck (a message in the reader's language); null once matched. */
  problem: z.string().nullable(),
  /** kg as decimal text: the load items' sum or the refinery's net weight. */
  netto: z.string(),
  out_time: isoDate,
  /** The weighbridge ticket it made, and its truck, once matched. */
  ticket_id: z.number().int().nullable(),
  track_id: z.number().int().nullable(),
  shipment_id: z.number().int().nullable(),
  created_at: isoDate,
});
export type MachineTicketRecord = z.infer<typeof machineTicketRecord>;

export const matchChoice = z.object({
  track_id: z.number().int(),
  shipment_id: z.number().int(),
  shipment: z.string(),
  plate_number: z.string().nullable(),
  order: z.string().nullable(),
  status: z.enum(TRACK_STATES),
});
export type MatchChoice = z.infer<typeof matchChoice>;

export const weighbridge = {
  shipment: call({
    method: 'GET',
    path: '/v1/weight-bridge/shipment/:id',
    summary: "The weighbridge tickets of a shipment's trucks, netto per truck and order, losses against the customer's tolerance (vendor: its own trucks)",
    access: roles.freightParties,
    params: idParams,
    response: dataAnswer(shipmentWeights),
  }),
  loadWeights: call({
    method: 'POST',
    path: '/v1/weight-bridge/manual-load-weights/:id',
    summary: 'The load ticket of a track (id: the track): puts the truck on the road; with correction_reason, replaces the ticket in force',
    access: roles.lsp,
    params: idParams,
    body: loadWeightsBody,
    response: ticketAnswer,
  }),
  deliverWeights: call({
    method: 'POST',
    path: '/v1/weight-bridge/manual-deliver-weights/:track_id',
    summary: "The deliver ticket of a track: ends its trip; the order is DELIVERED when all its trucks are, the shipment when all its orders are",
    access: roles.lsp,
    params: trackIdParams,
    body: deliverWeightsBody,
    response: ticketAnswer,
  }),
  uploadFile: call({
    method: 'POST',
    path: '/v1/weight-bridge/manual-upload-file/:id',
    summary: "The scan or PDF of a ticket (id: the ticket), checked by content; replaces an earlier scan",
    access: roles.lsp,
    params: idParams,
    multipart: true,
    // Required: a call without it is 422 (the route says so; a file field's schema is the multipart reader's).
    body: z.object({ upload_file: fileField(DOCUMENT_FILE) }),
    response: ticketAnswer,
  }),
  file: call({
    method: 'GET',
    path: '/v1/weight-bridge/tickets/:id/file',
    summary: "A ticket's scan, to those who see its truck; anyone else 404",
    access: roles.freightParties,
    params: idParams,
    file: true,
    response: z.any(),
  }),
};

/** Weighbridge software's keys and tickets (docs/weighbridge.md "Machine tickets"). */
export const weighbridgeMachine = {
  apiKeys: call({
    method: 'GET',
    path: '/v1/weight-bridge/api-keys',
    summary: "The LSP's weighbridge API keys, revoked ones included (never the keys themselves: their first characters)",
    access: roles.lsp,
    response: z.object({ data: z.array(apiKeyRecord) }),
  }),
  createApiKey: call({
    method: 'POST',
    path: '/v1/weight-bridge/api-keys',
    summary: 'Makes a weighbridge API key: `key` is answered this once, only its hash is kept',
    access: roles.lsp,
    body: apiKeyBody,
    response: z.object({ message: z.string(), data: apiKeyRecord.extend({ key: z.string() }) }),
  }),
  revokeApiKey: call({
    method: 'DELETE',
    path: '/v1/weight-bridge/api-keys/:id',
    summary: 'Revokes a weighbridge API key: from then on it is refused (401); it stays listed',
    access: roles.lsp,
    params: idParams,
    response: z.object({ message: z.string(), data: apiKeyRecord }),
  }),
  post: call({
    method: 'POST',
    path: '/v1/weight-bridge/machine-tickets',
    summary:
      'Weighbridge software posts a ticket with an API key (`Authorization: Bearer <key>` or `X-API-Key`), not a session: matched to the active truck of that plate carrying those delivery orders and recorded as automatic, or kept UNMATCHED for the LSP; the same kind and ticket number again changes nothing (`duplicate: true`). 401: no key, unknown or revoked; 429: too many posts with the key',
    access: 'public',
    machine: true,
    body: machineTicketBody,
    response: z.object({ message: z.string(), duplicate: z.boolean(), data: machineTicketRecord }),
  }),
  unmatched: call({
    method: 'GET',
    path: '/v1/weight-bridge/machine-tickets/unmatched',
    summary: `The LSP's machine tickets no truck was found for, oldest first (at most ${UNMATCHED_LIST_MAX})`,
    access: roles.lsp,
    response: z.object({ data: z.array(machineTicketRecord) }),
  }),
  choices: call({
    method: 'GET',
    path: '/v1/weight-bridge/machine-tickets/:id/choices',
    summary: `The LSP's trucks an unmatched ticket may be matched to (waiting to load for a load ticket, on the road for a deliver ticket), those of its plate first (at most ${MATCH_CHOICES_MAX})`,
    access: roles.lsp,
    params: idParams,
    response: z.object({ data: z.array(matchChoice) }),
  }),
  match: call({
    method: 'POST',
    path: '/v1/weight-bridge/machine-tickets/:id/match',
    summary: 'Matches an unmatched machine ticket to a truck of the LSP: recorded on it as an automatic ticket, like a typed one',
    access: roles.lsp,
    params: idParams,
    body: z.object({ track_id: idParams.shape.id }),
    response: z.object({ message: z.string(), data: machineTicketRecord }),
  }),
};

/** The address of a ticket's scan (weighbridge.file). */
export const ticketFileUrl = (id: number) => `/v1/weight-bridge/tickets/${id}/file`;
