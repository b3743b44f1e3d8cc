// One seeded app per test file, driven through app.inject (the real HTTP shapes).
// TEST_DB=pglite (default): in-memory PGlite loaded from a seeded snapshot that is built once
// and cached in the temp folder, keyed by a hash of the migrations, the seed (and the files it imports) and this file.
// TEST_DB=postgres: a database of its own per vitest worker (testDatabaseUrl(): DATABASE_URL's,
// default postgres://postgres@127.0.0.1:5432/test, with `_w<worker>` appended), made again before
// each file as a copy of a seeded template database built once per key (ensurePostgresTemplate). Files run two at a time (one per
// worker), each on its own database, and each app writes its uploads into a folder of its own.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mustChangePassword } from '../../contract/auth.ts';
import { buildApp } from '../../server/app.ts';
import { openDb, type Db, type OpenedDb } from '../../server/db/open.ts';
import type { S3Options } from '../../server/adapters/s3-storage.ts';
import type { Services } from '../../server/lib/services.ts';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo.ts';
import { users } from '../../server/db/schema/index.ts';
import { scryptHash } from '../../server/lib/passwords.ts';
import { createServices } from '../../server/services.ts';

/** The instant the demo data is seeded at (its dates are relative to it) and the clock starts at. */
export const SEED_NOW = new Date('2026-03-10T19:30:00.000Z');
export const APP_URL = 'http://lsi.test';
export { DEMO_PASSWORD };

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The data folder of one app: the demo logos are written there so their paths (and logo_url) exist
 * as in a real start. One per app, removed at close: a file that replaces or removes a demo logo
 * (the old file is deleted) cannot take it away from a file running at the same time.
 */
const newDataDir = () => mkdtempSync(join(tmpdir(), 'lsi-test-data-'));

export interface TestClock {
  now(): Date;
  set(d: Date): void;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  services: Services;
  engine: 'pglite' | 'postgres';
  clock: TestClock;
  /** The app's data folder: its public uploads and its documents (folder storage, as in production; not with `s3`). */
  dataDir: string;
  /** Signs in with the demo password (or the given one) and answers the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /**
   * Signs in like login() and, when the account must change its password first (never changed,
   * stale: spec 1 §4, enforced by the server), makes that change through the API with the same
   * password, as /create-new-password would. For files that use such accounts (newvendor@, users
   * they create) as ordinary ones. Revokes the account's other sessions when it changes.
   */
  loginReady(email: string, password?: string): Promise<string>;
  /** app.inject with an optional bearer token. */
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const engineUnderTest = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** `s3`: the files in this bucket (STORAGE=s3: tests/server/fake-s3.ts) instead of the data folder. */
export async function startTestApp(opts: { now?: Date; s3?: S3Options } = {}): Promise<TestApp> {
  const engine = engineUnderTest();
  const dataDir = newDataDir();
  const opened = engine === 'postgres' ? await openFreshPostgres(dataDir) : await openSeededPglite(dataDir);
  let current = opts.now ?? SEED_NOW;
  const clock: TestClock = {
    now: () => current,
    set: (d) => (current = d),
    advance: (ms) => (current = new Date(current.getTime() + ms)),
  };
  // Every list request checks that its kept answer's key stands for the queries it builds.
  const files = opts.s3 ? { s3: opts.s3 } : { dataDir };
  // FMS positions are pulled by the tests themselves (lib/fms/pull.ts pullDue), never by a timer.
  const services = createServices({ opened, appUrl: APP_URL, clock: () => clock.now(), checkKeptKeys: true, files, fmsPullMs: 30_000 });
  const app = await buildApp({ services, dataDir: opts.s3 ? undefined : dataDir });
  await app.ready();

  const call: TestApp['call'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } } as InjectOptions);

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await call({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} answered ${res.statusCode}: ${res.body}`);
    return res.json().data.token as string;
  };

  const loginReady = async (email: string, password = DEMO_PASSWORD) => {
    const res = await call({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} answered ${res.statusCode}: ${res.body}`);
    const { token, user } = res.json().data;
    if (mustChangePassword(user)) {
      const changed = await call({ method: 'POST', url: '/v1/users/change-passwords', token, payload: { token: 'session', password, password_confirmation: password } });
      if (changed.statusCode !== 200) throw new Error(`forced password change of ${email} answered ${changed.statusCode}: ${changed.body}`);
    }
    return token as string;
  };

  return {
    app,
    db: opened.db,
    services,
    engine,
    clock,
    dataDir,
    login,
    loginReady,
    call,
    async close() {
      await app.close();
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---- PGlite: a seeded snapshot, built once --------------------------------------------------

/**
 * The project files the demo seed imports, directly or not: what it writes comes from them too (a
 * notification's texts from the catalogs and the number format in contract/, a password's hash).
 */
function seedImports(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) visit(resolve(dirname(file), m[1]!));
  };
  visit(join(ROOT, 'server/seed/demo.ts'));
  return [...seen].sort();
}

/**
 * The demo seed, its accounts' shared password hash then made with scrypt's N at 1,024 instead of
 * 16,384: the server files sign in thousands of times, each check 40-60 ms of a core at the real
 * cost, 2-3 ms at this one. The hash keeps its format and carries its parameters, so the server's
 * own check reads them; every hash the server makes (a new user, a changed password) keeps the real
 * cost, and sign-in-security.test.ts puts a real-cost hash back where the cost is what it tests.
 */
async function seedForTests(db: Db, opts: { dataDir: string; now: Date }): Promise<void> {
  await seedDemo(db, opts);
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@lsi.test'));
  const cheap = await scryptHash(DEMO_PASSWORD, { N: 1024, r: 8, p: 1 });
  await db.update(users).set({ passwordHash: cheap }).where(eq(users.passwordHash, demo!.hash));
}

function snapshotKey(): string {
  const h = createHash('sha256');
  const addDir = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) addDir(p);
      else h.update(name).update(readFileSync(p));
    }
  };
  addDir(join(ROOT, 'server/db/migrations'));
  addDir(join(ROOT, 'server/seed'));
  for (const file of seedImports()) h.update(relative(ROOT, file)).update(readFileSync(file));
  h.update(readFileSync(join(ROOT, 'tests/server/harness.ts')));
  return h.digest('hex').slice(0, 16);
}

/** Every file under `dir`, by its path relative to it (the demo logos of a seeded data folder). */
function filesUnder(dir: string, base = dir): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) Object.assign(out, filesUnder(p, base));
    else out[relative(base, p)] = readFileSync(p).toString('base64');
  }
  return out;
}

/**
 * The seeded snapshot: the database as a tarball plus, next to it, the files the seed wrote into
 * its data folder. Built once (tests/server/global-setup.ts builds it before the workers start, so
 * two workers do not both build it); each file written then renamed, the tarball last, so a
 * concurrent run never reads half a snapshot.
 */
export async function ensurePgliteSnapshot(): Promise<{ file: string; filesFile: string; opened?: OpenedDb; dataDir?: string }> {
  const file = join(tmpdir(), `lsi-test-pglite-${snapshotKey()}.tar`);
  const filesFile = `${file}.files.json`;
  if (existsSync(file) && existsSync(filesFile)) return { file, filesFile };
  const dataDir = newDataDir();
  const opened = await openDb({ dataDir: 'memory' });
  await seedForTests(opened.db, { dataDir, now: SEED_NOW });
  const pglite = (opened as OpenedDb & { pglite: { dumpDataDir(c?: 'none'): Promise<Blob> } }).pglite;
  const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(filesUnder(dataDir)));
  renameSync(partial, filesFile);
  writeFileSync(partial, tar);
  renameSync(partial, file);
  // Snapshots of older migrations or seeds are ~44 MB each: keep only the current one.
  for (const name of readdirSync(tmpdir())) {
    const old = /^(lsi-test-pglite-\w+\.tar)(\.files\.json)?$/.exec(name);
    if (old && join(tmpdir(), old[1]!) !== file) rmSync(join(tmpdir(), name), { force: true });
  }
  return { file, filesFile, opened, dataDir };
}

async function openSeededPglite(dataDir: string): Promise<OpenedDb> {
  const snapshot = await ensurePgliteSnapshot();
  if (snapshot.opened) {
    // Just built by this process: use the seeded database and its folder's files as they are.
    for (const [path, base64] of Object.entries(filesUnder(snapshot.dataDir!))) writeSeeded(dataDir, path, base64);
    rmSync(snapshot.dataDir!, { recursive: true, force: true });
    return snapshot.opened;
  }
  const files = JSON.parse(readFileSync(snapshot.filesFile, 'utf8')) as Record<string, string>;
  for (const [path, base64] of Object.entries(files)) writeSeeded(dataDir, path, base64);
  return openDb({ dataDir: 'memory', loadDataDir: new Blob([readFileSync(snapshot.file)]), migrate: false });
}

function writeSeeded(dataDir: string, path: string, base64: string) {
  const full = join(dataDir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, Buffer.from(base64, 'base64'));
}

// ---- PostgreSQL: a database per worker, fresh schemas per file ------------------------------

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The database of this vitest worker: DATABASE_URL's (or the default's) name with `_w<pool id>`
 * appended. The files of one worker run one after another; workers run at once, each on its own
 * database. Tests that open a second connection to "the test database" must use this URL.
 */
export function testDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  const worker = process.env.VITEST_POOL_ID;
  if (worker) url.pathname = `/${decodeURIComponent(url.pathname.slice(1))}_w${worker}`;
  return url.toString();
}

/**
 * `n` connections of their own to the test database (PostgreSQL), for tests of transactions at
 * once: connected before `run`, ended after it whatever happens.
 */
export async function withPgClients<T>(n: number, run: (clients: import('pg').Client[]) => Promise<T>): Promise<T> {
  const pg = (await import('pg')).default;
  const clients = Array.from({ length: n }, () => new pg.Client({ connectionString: testDatabaseUrl() }));
  await Promise.all(clients.map((c) => c.connect()));
  try {
    return await run(clients);
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

const unreachable = (url: string, e: unknown) =>
  new Error(
    `TEST_DB=postgres but PostgreSQL is not reachable at ${url.replace(/\/\/[^@]*@/, '//***@')} (${(e as Error).message}). ` +
      'Start PostgreSQL, set DATABASE_URL, or run with TEST_DB=pglite.',
  );

/** A client of the server's `postgres` maintenance database (creating and dropping databases). */
async function maintenanceClient(url: string) {
  const pg = (await import('pg')).default;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (e) {
    throw unreachable(maintenance.toString(), e);
  }
  await client.query('SET client_min_messages = warning');
  return client;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Creates the worker's database (through the `postgres` maintenance database) when it is missing. */
async function ensureDatabase(url: string): Promise<void> {
  const name = databaseOf(url);
  const client = await maintenanceClient(url);
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`).catch((e: { code?: string }) => {
      // Made meanwhile by another run: duplicate_database, or the catalog's unique index.
      if (e.code !== '42P04' && e.code !== '23505') throw e;
    });
  } finally {
    await client.end();
  }
}

/**
 * The seeded template of this run's databases: DATABASE_URL's name with `_tpl_<snapshot key>` (the
 * same key as PGlite's snapshot: migrations, seed, this file), and next to it in the temp folder the
 * files the seed wrote into its data folder. Migrating and seeding took about 1 s of the test
 * process's CPU and several of PostgreSQL's per file; a copy of the template takes a fraction of it.
 */
function postgresTemplate(): { name: string; filesFile: string } {
  const key = snapshotKey();
  const base = databaseOf(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  return { name: `${base}_tpl_${key}`, filesFile: join(tmpdir(), `lsi-test-pg-${base.replace(/\W/g, '_')}-${key}.files.json`) };
}

/**
 * Builds the seeded template when missing (tests/server/global-setup.ts, before the workers start),
 * and drops the templates of older keys. Nobody stays connected to it: PostgreSQL copies a
 * database only while no session uses it.
 */
export async function ensurePostgresTemplate(): Promise<void> {
  const { name, filesFile } = postgresTemplate();
  const url = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  const admin = await maintenanceClient(url.toString());
  try {
    const base = databaseOf(url.toString());
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${base.replace(/[\\%_]/g, '\\$&')}\\_tpl\\_%`]);
    for (const { datname } of rows) if (datname !== name) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    if (rows.some((r) => r.datname === name) && existsSync(filesFile)) return;
    // Built under another name and renamed when complete: a run stopped halfway leaves no half template.
    const building = `${name}_b`;
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoteIdent(building)}`);
    const buildUrl = new URL(url);
    buildUrl.pathname = `/${building}`;
    const dataDir = newDataDir();
    try {
      const opened = await openDb({ databaseUrl: buildUrl.toString() });
      try {
        await seedForTests(opened.db, { dataDir, now: SEED_NOW });
      } finally {
        await opened.close();
      }
      const partial = `${filesFile}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(filesUnder(dataDir)));
      renameSync(partial, filesFile);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    await admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
}

/** The worker's database, fresh: a copy of the seeded template (or migrated and seeded when there is none). */
async function openFreshPostgres(dataDir: string): Promise<OpenedDb> {
  const url = testDatabaseUrl();
  const { name: template, filesFile } = postgresTemplate();
  const admin = await maintenanceClient(url);
  let copied = false;
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount && existsSync(filesFile)) {
      // FORCE: a connection the previous file left open (a test's second client) would block the drop.
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseOf(url))} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoteIdent(databaseOf(url))} TEMPLATE ${quoteIdent(template)}`);
      copied = true;
    }
  } finally {
    await admin.end();
  }
  if (copied) {
    const files = JSON.parse(readFileSync(filesFile, 'utf8')) as Record<string, string>;
    for (const [path, base64] of Object.entries(files)) writeSeeded(dataDir, path, base64);
    return openDb({ databaseUrl: url, migrate: false });
  }
  await ensureDatabase(url);
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (e) {
    throw unreachable(url, e);
  }
  try {
    await client.query('SET client_min_messages = warning');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  const opened = await openDb({ databaseUrl: url });
  await seedForTests(opened.db, { dataDir, now: SEED_NOW });
  return opened;
}

// ---- assertions shared by the files -------------------------------------------------------

/** An error answer: the status, the message, only {message, errors?}, and nothing internal. */
export function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp): { message: string; errors?: Record<string, string[]> } {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json();
  expect(Object.keys(body).filter((k) => k !== 'message' && k !== 'errors')).toEqual([]);
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  expectNothingInternal(res.body);
  return body;
}

/** No stack frames, source paths or SQL in a body sent to the client. */
export function expectNothingInternal(body: string): void {
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toMatch(/node_modules|\.ts:\d+|\bstack\b/i);
  expect(body).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b/i);
}

export interface UploadPart {
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data payload as the browser sends it (text fields and files). */
export function multipart(fields: Record<string, string | UploadPart>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----lsi-test-boundary';
  const parts = Object.entries(fields).map(([k, v]) =>
    typeof v === 'string'
      ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      : Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${v.filename}"\r\nContent-Type: ${v.type}\r\n\r\n`),
          Buffer.from(v.bytes),
          Buffer.from('\r\n'),
        ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
