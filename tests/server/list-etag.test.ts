// ETags of list answers (issue 21): made from the stamps of the tables the answer reads, the request
// and the caller, before any list query runs. A repeated GET with If-None-Match is a 304 with no body
// and no query; any write to a table the list reads makes it a 200 with the new answer; an ETag is
// never honoured for another user, tenant, language or timezone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

describe('list ETags from the stamps', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['lsp', 'viewer', 'lsp2', 'shipper']) tokens[who] = await t.login(`${who}@lsi.test`);
  });
  afterAll(() => t?.close());

  const URL = '/v1/order';
  const QUERY = { entries: '3', page: '2', sort_column: 'created_at', sort_type: 'desc' };
  const get = (who: string, etag?: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: URL, query: QUERY, token: tokens[who], headers: { ...(etag ? { 'if-none-match': etag } : {}), ...headers } });
  /** The statements `run` sends through the database (the session's prepared statement is not one). */
  const statements = async (run: () => Promise<unknown>) => {
    const spy = vi.spyOn(t.db, 'execute');
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  };
  /** An ETag for `who` (the call's tables are learned by its first answer). */
  const etagOf = async (who: string, headers: Record<string, string> = {}) => {
    const res = await get(who, undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    return { etag, body: res.body };
  };

  it('a repeat with If-None-Match is a 304 with no body and no list query', async () => {
    const { etag } = await etagOf('lsp');
    let res!: Awaited<ReturnType<typeof get>>;
    expect(await statements(async () => (res = await get('lsp', etag)))).toBe(0);
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
    // A list of several tags, one of them ours, matches too; a stranger's tag does not.
    expect((await get('lsp', `W/"other", ${etag}`)).statusCode).toBe(304);
    expect((await get('lsp', 'W/"other"')).statusCode).toBe(200);
  });

  it('after a write to a table the list reads, a 200 with the new answer and a new ETag', async () => {
    const { etag, body } = await etagOf('lsp');
    expect((await get('lsp', etag)).statusCode).toBe(304);
    // A write by plain SQL, told to nobody: the stamp moves at its commit.
    await t.db.execute(sql`update orders set status = status where id = (select max(id) from orders)`);
    const res = await get('lsp', etag);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(etag);
    expect((await get('lsp', res.headers.etag as string)).statusCode).toBe(304);
    // A new row on the page: the answer changed with the stamp.
    const lsp = Number((((await t.db.execute(sql`select logistics_service_provider_id as id from users where email = 'lsp@lsi.test'`)) as unknown as { rows: { id: number }[] }).rows[0]!.id));
    await t.db.execute(sql`insert into orders (identity, status, logistics_service_provider_id, created_at) values ('ETAG-1', 'DRAFT', ${lsp}, now() + interval '1 day')`);
    const after = await get('lsp', res.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toBe(body);
    expect((after.json() as { meta: { total: number } }).meta.total).toBe((res.json() as { meta: { total: number } }).meta.total + 1);
  });

  it('a write to a table the list does not read leaves it a 304', async () => {
    const { etag } = await etagOf('lsp');
    await t.db.execute(sql`update vehicle_features set name = name`);
    expect((await get('lsp', etag)).statusCode).toBe(304);
  });

  it('is never a 304 for another user, another tenant, another language or timezone', async () => {
    const { etag } = await etagOf('lsp');
    for (const who of ['viewer', 'lsp2', 'shipper']) {
      const res = await get(who, etag);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers.etag, who).not.toBe(etag);
    }
    expect((await get('lsp', etag, { 'accept-language': 'id' })).statusCode).toBe(200);
    // Without the header the zone is WIB (420): UTC is another timezone.
    expect((await get('lsp', etag, { 'timezone-offset': '0' })).statusCode).toBe(200);
    // Another page of the same list is another answer.
    const other = await t.call({ method: 'GET', url: URL, query: { ...QUERY, page: '3' }, token: tokens.lsp, headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('a signed-out session is a 401, whatever ETag it sends', async () => {
    const token = await t.login('lsp@lsi.test');
    const res = await t.call({ method: 'GET', url: URL, query: QUERY, token });
    const etag = res.headers.etag as string;
    await t.call({ method: 'POST', url: '/v1/auth/logout', token });
    expect((await t.call({ method: 'GET', url: URL, query: QUERY, token, headers: { 'if-none-match': etag } })).statusCode).toBe(401);
  });
});
