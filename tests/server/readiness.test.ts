// /ready follows the database (issue 26): 503 while it cannot be reached or does not answer in
// time, 200 again once it is back, without a restart. On PostgreSQL the app's own database refuses
// connections for a while (its sessions ended); on PGlite the database is closed. A database that
// accepts the connection and never answers is given up after the timeout, on either engine.
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb } from '../../server/db/open.ts';
import { Readiness } from '../../server/lib/ops/readiness.ts';
import { engineUnderTest, startTestApp, testDatabaseUrl, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  // PGlite's test closed the database itself.
  await t?.close().catch(() => undefined);
});

const ready = async () => {
  const res = await t.call({ method: 'GET', url: '/ready' });
  expect(res.json()).toEqual({ status: res.statusCode === 200 ? 'ok' : 'unavailable' });
  return res.statusCode;
};

it('a database that accepts and never answers: 503 after the timeout, one check at a time', async () => {
  const sockets = new Set<Socket>();
  const silent: Server = createServer((s) => sockets.add(s));
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  const { port } = silent.address() as { port: number };
  const opened = await openDb({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`, migrate: false });
  try {
    const readiness = new Readiness(opened.db, 300);
    const started = Date.now();
    const answers = await Promise.all([readiness.ready(), readiness.ready(), readiness.ready()]);
    expect(answers).toEqual([false, false, false]);
    expect(Date.now() - started).toBeLessThan(2000);
    // The three probes shared one check: one connection attempt.
    expect(sockets.size).toBe(1);
  } finally {
    for (const s of sockets) s.destroy();
    silent.close();
    await opened.close().catch(() => undefined);
  }
});

it('503 from the moment shutdown begins, whatever the database says', async () => {
  const readiness = new Readiness(t.db);
  expect(await readiness.ready()).toBe(true);
  readiness.drain();
  expect(await readiness.ready()).toBe(false);
});

it('503 when a migration this build ships is not applied', async () => {
  const newest = await t.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const last = (newest as unknown as { rows: { last: string }[] }).rows[0]!.last;
  await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${last}`);
  try {
    expect(await ready()).toBe(503);
  } finally {
    await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${last} where created_at = ${Number(last) - 1}`);
  }
  expect(await ready()).toBe(200);
});

// Last (PGlite's closes the database); one of the two per engine, since a skipped test fails CI.
if (engineUnderTest() === 'postgres') it('PostgreSQL: 503 while the database refuses connections, 200 again when it takes them', async () => {
  const pg = (await import('pg')).default;
  const url = new URL(testDatabaseUrl());
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const ident = `"${name.replace(/"/g, '""')}"`;
  try {
    expect(await ready()).toBe(200);
    await admin.query(`ALTER DATABASE ${ident} WITH ALLOW_CONNECTIONS false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await expect.poll(ready, { interval: 100, timeout: 10_000 }).toBe(503);
    // The process itself is up.
    expect((await t.call({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await admin.query(`ALTER DATABASE ${ident} WITH ALLOW_CONNECTIONS true`);
    await expect.poll(ready, { interval: 100, timeout: 10_000 }).toBe(200);
  } finally {
    await admin.query(`ALTER DATABASE ${ident} WITH ALLOW_CONNECTIONS true`);
    await admin.end();
  }
});
else it('PGlite: 503 once the database is closed', async () => {
  expect(await ready()).toBe(200);
  await (t.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
  expect(await ready()).toBe(503);
});
