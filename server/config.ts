// Environment, validated once at start.
import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Public address used in e-mailed links; defaults to http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('LSI Console <no-reply@lsi.local>'),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Fleet-management service for vendor vehicle sync; without it the built-in demo service answers. */
  FMS_BASE_URL: z.string().url().optional(),
  /** Place search through Mapbox geocoding; without it a built-in gazetteer answers. */
  MAPBOX_TOKEN: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Serve the built client from this folder (npm start builds it). */
  CLIENT_DIR: z.string().default('./dist'),
  SEED: z.enum(['auto', 'never']).default('auto'),
});

export type Config = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
