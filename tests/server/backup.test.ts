// Backups and restores (server/lib/backup/, docs/operations.md "Backups and restores"): the seeded
// app backed up while it runs, restored into a fresh empty database (TEST_DB's engine) and an empty
// data folder, answers the same list calls byte for byte and serves the same files; a backup cut
// off or tampered with is refused and leaves the target empty; a non-empty target is refused. On
// PostgreSQL also the way up: a backup of the embedded default restored into the server under test.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDb, type OpenedDb } from '../../server/db/open.ts';
import { writeBackup } from '../../server/lib/backup/dump.ts';
import { ArchiveWriter, entryBytes, readArchive } from '../../server/lib/backup/archive.ts';
import { FILE_AREAS, MANIFEST_ENTRY, sha256, type Manifest } from '../../server/lib/backup/format.ts';
import { restoreBackup } from '../../server/lib/backup/load.ts';
import { createServices } from '../../server/services.ts';
import { storageOf } from '../../server/adapters/storage-settings.ts';
import { startFakeS3 } from './fake-s3.ts';
import { APP_URL, SEED_NOW, engineUnderTest, startTestApp, testDatabaseUrl, type TestApp } from './harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo.ts';

/** The list calls compared, with who makes them. */
const CALLS: { who: string; url: string }[] = [
  { who: 'lsp@lsi.test', url: '/v1/order?entries=-1' },
  { who: 'vendor@lsi.test', url: '/v1/vehicle?entries=1000' },
  { who: 'shipper@lsi.test', url: '/v1/product?entries=1000' },
  { who: 'admin@lsi.test', url: '/v1/logistics-service-providers?entries=1000' },
  { who: 'admin@lsi.test', url: '/v1/users?entries=1000' },
  { who: 'shipper@lsi.test', url: '/v1/order?entries=-1' },
];

let t: TestApp;
let work: string;
let backup: string;
let target: OpenedDb;
let targetDataDir: string;
/** The databases made for restores (PostgreSQL), dropped at the end. */
const targetUrls: string[] = [];
const tokens = new Map<string, string>();
const before: string[] = [];

/** A fresh, empty database of the engine under test: PGlite in memory, or a database of its own next to the worker's. */
async function openEmptyTarget(suffix = 'restore'): Promise<OpenedDb> {
  if (t.engine === 'pglite') return openDb({ dataDir: 'memory', migrate: false });
  const url = new URL(testDatabaseUrl());
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  targetUrls.push(url.toString());
  return openDb({ databaseUrl: url.toString(), migrate: false });
}

async function dropTarget(targetUrl: string): Promise<void> {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(targetUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(targetUrl).pathname.slice(1)}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Every file under `dir` with its bytes (base64), by relative path. */
function filesOf(dir: string, base = dir): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) Object.assign(out, filesOf(p, base));
    else out[relative(base, p)] = readFileSync(p).toString('base64');
  }
  return out;
}

/** An entry of a backup read whole, to edit. */
interface TarEntry {
  name: string;
  data: Buffer;
}

const tableCount = async (opened: OpenedDb) =>
  Number(((await opened.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = current_schema()`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

beforeAll(async () => {
  t = await startTestApp();
  work = mkdtempSync(join(tmpdir(), 'lsi-backup-'));
  chmodSync(work, 0o755);
  // A document as well as the seed's public logos: both areas of the data folder are carried.
  mkdirSync(join(t.dataDir, 'documents', 'shipment-changes'), { recursive: true });
  writeFileSync(join(t.dataDir, 'documents', 'shipment-changes', 'a1.pdf'), '%PDF-1.4 test\n%%EOF\n');
  for (const { who } of CALLS) if (!tokens.has(who)) tokens.set(who, await t.login(who));
  for (const { who, url } of CALLS) {
    const res = await t.call({ method: 'GET', url, token: tokens.get(who) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.length, url).toBeGreaterThan(0);
    before.push(res.body);
  }
  backup = join(work, 'backup.tar.gz');
  await writeBackup(t.db, { dataDir: t.dataDir }, backup, t.engine);
  target = await openEmptyTarget();
  targetDataDir = join(work, 'restored-data');
});

afterAll(async () => {
  await target?.close();
  for (const url of targetUrls) await dropTarget(url);
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the archive', () => {
  it('is a plain tar.gz that tar lists: the table parts and files, the manifest last', () => {
    const names = execFileSync('tar', ['-tzf', backup], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toContain('tables/users/0001.jsonl');
    expect(names).toContain('files/documents/shipment-changes/a1.pdf');
    expect(names.at(-1)).toBe(MANIFEST_ENTRY);
  });
});

describe('a backup refused', () => {
  it('when cut off, with a clear message, leaving the target empty', async () => {
    const cut = join(work, 'cut.tar.gz');
    const bytes = readFileSync(backup);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restoreBackup(target, cut, targetDataDir)).rejects.toThrow(/is cut off or damaged .*nothing was restored/);
    expect(await tableCount(target)).toBe(0);
    expect(() => readdirSync(targetDataDir)).toThrow();
  });

  it('when tampered with (a row changed, the archive made again), leaving the target empty', async () => {
    const tar = gunzipSync(readFileSync(backup));
    const text = tar.toString('latin1');
    const at = text.indexOf('lsp@lsi.test');
    expect(at).toBeGreaterThan(0);
    const changed = Buffer.from(tar);
    changed.write('lsx', at, 'latin1');
    const file = join(work, 'tampered.tar.gz');
    writeFileSync(file, gzipSync(changed));
    await expect(restoreBackup(target, file, targetDataDir)).rejects.toThrow(/does not match its manifest \(tables\/\w+\/0001\.jsonl has another SHA-256/);
    expect(await tableCount(target)).toBe(0);
  });

  // A backup edited with its manifest made to match passes the checks; the load fails inside the
  // transaction: on a row (before any file is staged), or on the row counts (after every file is).
  // After: no row anywhere, no staged file, and the (migrated, empty) database still accepts the
  // good backup (the last describe below restores into it).
  const edits: { name: string; edit: (manifest: Manifest, part: TarEntry) => void; message: RegExp }[] = [
    {
      name: 'a row does not load',
      edit: (_, part) => {
        const lines = part.data.toString('utf8').split('\n');
        lines[lines.length - 2] = lines[lines.length - 2]!.replace(/^\["\d+"/, '["not a number"');
        part.data = Buffer.from(lines.join('\n'));
      },
      message: /^The rows of users did not load \(invalid input syntax for type integer: "not a number"\); the restore was rolled back/,
    },
    {
      name: 'a table has fewer rows than its manifest says',
      edit: (manifest) => void manifest.tables.find((x) => x.name === 'users')!.rows++,
      message: /^The backup's table users gave \d+ rows, its manifest says \d+; nothing was restored/,
    },
  ];
  it.each(edits)('when $name (manifest rewritten to match): rolled back, no file left, the target still empty', async ({ edit, message }) => {
    const entries: TarEntry[] = [];
    for await (const entry of readArchive(backup)) entries.push({ name: entry.name, data: await entryBytes(entry) });
    const manifest = JSON.parse(entries.pop()!.data.toString('utf8')) as Manifest;
    const part = entries.find((e) => e.name === 'tables/users/0001.jsonl')!;
    edit(manifest, part);
    manifest.entries[part.name] = { bytes: part.data.length, sha256: sha256(part.data) };
    const file = join(work, 'edited.tar.gz');
    rmSync(file, { force: true });
    const tar = new ArchiveWriter(file);
    for (const e of entries) await tar.add(e.name, e.data);
    await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
    await tar.finish();
    await expect(restoreBackup(target, file, targetDataDir)).rejects.toThrow(message);
    const [{ n }] = ((await target.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    expect(n).toBe(0);
    expect(readdirSync(targetDataDir)).toEqual([]);
  });

  it('into a database that is not empty, changing nothing', async () => {
    const [{ n }] = ((await t.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    const other = join(work, 'other-data');
    await expect(restoreBackup({ db: t.db, engine: t.engine, close: async () => {} }, backup, other)).rejects.toThrow(/target database is not empty .*Nothing was changed/);
    const [{ n: after }] = ((await t.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    expect(after).toBe(n);
  });
});

describe('backup, then restore into an empty database', () => {
  let restored: FastifyInstance;
  beforeAll(async () => {
    const done = await restoreBackup(target, backup, targetDataDir);
    expect(done.rows).toBeGreaterThan(0);
    const services = createServices({ opened: target, appUrl: APP_URL, clock: () => SEED_NOW, dataDir: targetDataDir });
    restored = await buildApp({ services, dataDir: targetDataDir });
    await restored.ready();
  });
  afterAll(() => restored?.close());

  it('answers the same list calls byte for byte, with the sessions signed in before the backup', async () => {
    for (const [i, { who, url }] of CALLS.entries()) {
      const res = await restored.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.get(who)}` } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body, url).toBe(before[i]);
    }
  });

  it('holds the same files', () => {
    const files = filesOf(t.dataDir);
    expect(Object.keys(files).length).toBeGreaterThan(1);
    expect(filesOf(targetDataDir)).toEqual(files);
  });

  it('fires no change events for the restored rows and keeps the sequences', async () => {
    const q = async (db: OpenedDb['db'], query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
    const events = `select count(*)::text as n, coalesce(max(id), 0)::text as last from change_events`;
    expect(await q(target.db, events)).toEqual(await q(t.db, events));
    const seq = `select last_value::text as v from users_id_seq`;
    expect(await q(target.db, seq)).toEqual(await q(t.db, seq));
  });
});

describe('with the files in an S3 bucket (STORAGE=s3)', () => {
  it('restores the files into the bucket, and a backup of the bucket carries the same files', async () => {
    const s3 = await startFakeS3('lsi-backup', 'restored/');
    const s3Target = await openEmptyTarget('restore_s3');
    try {
      const done = await restoreBackup(s3Target, backup, join(work, 'staging-s3'), { s3: s3.options });
      const folderFiles = Object.keys(filesOf(t.dataDir)).sort();
      expect(done.files).toBe(folderFiles.length);
      expect((await s3.keys()).map((k) => k.slice('restored/'.length)).sort()).toEqual(folderFiles);
      const uploads = storageOf({ s3: s3.options }, 'uploads');
      const logo = (await uploads.list()).find((p) => p.startsWith('logos/'))!;
      expect(Buffer.from((await uploads.read(logo))!).equals(readFileSync(join(t.dataDir, 'uploads', logo)))).toBe(true);

      const again = join(work, 'backup-of-s3.tar.gz');
      const manifest = await writeBackup(s3Target.db, { s3: s3.options }, again, t.engine);
      const original = JSON.parse(execFileSync('tar', ['-xzOf', backup, MANIFEST_ENTRY], { encoding: 'utf8' })) as Manifest;
      expect(manifest.files).toEqual(original.files);
      for (const entry of manifest.files) expect(manifest.entries[entry], entry).toEqual(original.entries[entry]);
      expect(FILE_AREAS.every((area) => manifest.files.some((f) => f.startsWith(`files/${area}/`)))).toBe(true);
    } finally {
      await s3Target.close();
      await s3.close();
    }
  });
});

// The way up (docs/operations.md "Moving from the embedded default to a PostgreSQL server"): a backup
// of the embedded default (its own PostgreSQL server in a data folder) restored into the PostgreSQL
// server under test answers the same list calls byte for byte and holds the same files.
if (engineUnderTest() === 'postgres')
  describe('an embedded backup restored into PostgreSQL', () => {
    const answer = async (app: FastifyInstance, url: string, token: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };

    it('answers the same list calls byte for byte, with the same sessions and files', async () => {
      const sourceDir = mkdtempSync(join(tmpdir(), 'lsi-embedded-source-'));
      const restoredDir = join(work, 'restored-from-embedded');
      // The embedded default: no URL, no engine; seeded as a first start seeds it.
      const source = await openDb({ dataDir: sourceDir, afterMigrate: ({ db }) => seedDemo(db, { dataDir: sourceDir, now: SEED_NOW }) });
      const apps: FastifyInstance[] = [];
      let restoredDb: OpenedDb | undefined;
      try {
        // Its own server, reached through a socket in the data folder.
        expect(source.url).toContain(`host=${encodeURIComponent(sourceDir)}`);
        const app = await buildApp({ services: createServices({ opened: source, appUrl: APP_URL, clock: () => SEED_NOW, dataDir: sourceDir }), dataDir: sourceDir });
        apps.push(app);
        const signedIn = new Map<string, string>();
        for (const { who } of CALLS) {
          if (signedIn.has(who)) continue;
          const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: who, password: DEMO_PASSWORD } });
          expect(res.statusCode, res.body).toBe(200);
          signedIn.set(who, res.json().data.token);
        }
        const answers = [];
        for (const { who, url } of CALLS) answers.push(await answer(app, url, signedIn.get(who)!));
        for (const [i, body] of answers.entries()) expect(JSON.parse(body).data.length, CALLS[i]!.url).toBeGreaterThan(0);
        const file = join(work, 'embedded-backup.tar.gz');
        await writeBackup(source.db, { dataDir: sourceDir }, file, 'embedded');

        restoredDb = await openEmptyTarget('restore_embedded');
        expect((await restoreBackup(restoredDb, file, restoredDir)).rows).toBeGreaterThan(0);
        const restored = await buildApp({ services: createServices({ opened: restoredDb, appUrl: APP_URL, clock: () => SEED_NOW, dataDir: restoredDir }), dataDir: restoredDir });
        apps.push(restored);
        for (const [i, { who, url }] of CALLS.entries()) expect(await answer(restored, url, signedIn.get(who)!), url).toBe(answers[i]);
        // The uploads (the seed's logos); the folder also holds the embedded server's own files.
        const logos = filesOf(join(sourceDir, 'uploads'));
        expect(Object.keys(logos).length).toBeGreaterThan(1);
        expect(filesOf(join(restoredDir, 'uploads'))).toEqual(logos);
      } finally {
        for (const app of apps) await app.close();
        await restoredDb?.close();
        await source.close();
        rmSync(sourceDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
