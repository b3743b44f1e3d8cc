// Per-host LSP branding (spec 1 §3, spec 2 §3).
import { z } from 'zod';
import { call, dataAnswer } from './lib.ts';
import { text } from './fields.ts';

import { DEFAULT_PRIMARY_COLOR } from './branding.ts';

export { DEFAULT_PRIMARY_COLOR };

export const personalizationSchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  logo_url: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string().nullable(),
  register_banner: z.string().nullable(),
  register_banner_url: z.string().nullable(),
});
export type Personalization = z.infer<typeof personalizationSchema>;

export const personalization = {
  get: call({
    method: 'GET',
    path: '/v1/personalization',
    summary: 'Branding of the LSP that owns a host name; defaults otherwise',
    access: 'public',
    query: z.object({ domain: text(253).optional() }),
    response: dataAnswer(personalizationSchema),
  }),
};
