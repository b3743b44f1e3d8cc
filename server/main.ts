// `npm start` / `npm run serve`: open the database, migrate, seed on first start, serve app + /v1.
import { destination } from 'pino';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDb } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './seed/demo.ts';
import { createServices } from './services.ts';

const config = readConfig();
const started = Date.now();
const opened = await openDb({ databaseUrl: config.DATABASE_URL, engine: config.DATABASE_ENGINE, dataDir: config.DATA_DIR, log: (line) => console.log(line) });
const dev = config.NODE_ENV !== 'production';

if (config.SEED === 'auto' && (await isEmpty(opened.db))) {
  await seedDemo(opened.db, { dataDir: config.DATA_DIR, now: new Date() });
  console.log('Seeded the demo data.');
}

const services = createServices({
  opened,
  dataDir: config.DATA_DIR,
  appUrl: config.APP_URL ?? `http://localhost:${config.PORT}`,
  smtpUrl: config.SMTP_URL,
  mailFrom: config.MAIL_FROM,
  recaptchaSecret: config.RECAPTCHA_SECRET,
  fmsBaseUrl: config.FMS_BASE_URL,
  mapboxToken: config.MAPBOX_TOKEN,
  log: dev ? (line) => console.log(line) : undefined,
});
// Request logs are written off the main thread: pino's default (a synchronous write per line)
// took a fifth of the server's CPU under load (bench/list-mix.mjs, CPU profile).
const logStream = destination({ dest: 1, sync: false });
const app = await buildApp({
  services,
  dataDir: config.DATA_DIR,
  clientDir: config.CLIENT_DIR,
  trustProxy: config.TRUST_PROXY,
  logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, stream: logStream },
});

const address = await app.listen({ port: config.PORT, host: config.HOST });
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : config.DATABASE_ENGINE === 'pglite' ? `PGlite in ${config.DATA_DIR}` : `embedded PostgreSQL in ${config.DATA_DIR}`;
console.log(`LSI Console ready on http://localhost:${config.PORT} (${address}); database: ${where}; started in ${Date.now() - started} ms`);
console.log(`API reference: http://localhost:${config.PORT}/docs  ·  OpenAPI: /v1/openapi.json`);
console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.role.padEnd(26)} ${a.note}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close();
    logStream.flushSync();
    await opened.close();
    process.exit(0);
  });
}
