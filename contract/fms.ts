// Fleet-management sync (spec 2 §3 "FMS sync", §7): a vendor signs in to its fleet-management
// service; its trucks become vehicles and plates here (source FMS), and their positions are
// pulled from it from then on (docs/tracking.md "FMS positions").
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, isoDate, messageSchema } from './lib.ts';
import { rawText, requiredText } from './fields.ts';
import { FMS_LINK_STATES } from './states.ts';
import { vehicleRecord } from './vehicle.ts';

/** The FMS account's own credentials: its password rules are not ours, so only "given" is checked. */
export const fmsSyncBody = z.object({
  email: requiredText(191).transform((s) => s.toLowerCase()),
  password: rawText(200).min(1, 'validation.required'),
});

/**
 * How the positions of a vendor's FMS trucks come in: its link's state (states.ts fmsLinkMachine),
 * or OFF. PULLING (the last pull went through, or none
 * yet), FAILING (the service could not be reached since `failing_since`; pulls go on), REFUSED (the
 * service refused the token, or none is kept: sync again), OFF (this server pulls no positions).
 */
export const FMS_PULL_STATES = [...FMS_LINK_STATES, 'OFF'] as const;
export type FmsPullState = (typeof FMS_PULL_STATES)[number];

/** A vendor's FMS link as its screens show it. */
export const fmsLinkRecord = z.object({
  email: z.string(),
  synced_at: isoDate.nullable(),
  pull: z.enum(FMS_PULL_STATES),
  failing_since: isoDate.nullable(),
  last_pulled_at: isoDate.nullable(),
  last_position_at: isoDate.nullable(),
  positions_stored: z.number().int(),
});
export type FmsLinkRecord = z.infer<typeof fmsLinkRecord>;

export const fms = {
  link: call({
    method: 'GET',
    path: '/v1/fms/link',
    summary: "The vendor's fleet-management link and how its trucks' positions come in (null: not synced)",
    access: roles.vendor,
    response: dataAnswer(fmsLinkRecord.nullable()),
  }),
  sync: call({
    method: 'POST',
    path: '/v1/fms/sync',
    summary: 'Sign in to the fleet-management service and sync its vehicles (422 credentials refused, 502 service unreachable: nothing changes)',
    access: roles.vendor,
    ownCredentials: true,
    body: fmsSyncBody,
    response: dataAnswer(z.array(vehicleRecord).nullable()).extend({ message: z.string() }),
  }),
  unsync: call({
    method: 'PUT',
    path: '/v1/fms/unsync',
    summary: 'Remove the fleet-management link (the vehicles stay, as manual ones)',
    access: roles.vendor,
    response: messageSchema,
  }),
};
