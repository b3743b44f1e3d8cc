// Fleet-management sync (spec 2 §3 "FMS sync", §7): a vendor signs in to its fleet-management
// service; its trucks become vehicles and plates here (source FMS).
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, messageSchema } from './lib.ts';
import { rawText, requiredText } from './fields.ts';
import { vehicleRecord } from './vehicle.ts';

/** The FMS account's own credentials: its password rules are not ours, so only "given" is checked. */
export const fmsSyncBody = z.object({
  email: requiredText(191).transform((s) => s.toLowerCase()),
  password: rawText(200).min(1, 'validation.required'),
});

export const fms = {
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
