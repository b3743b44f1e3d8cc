// The FMS adapters: the demo fleet driving its loop, and the HTTP service with what a real one may
// send back (refusals, nonsense, answers too large, more than asked).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineM } from '../../../contract/geo.ts';
import { DEMO_FMS_ACCOUNT, DEMO_LOOP, demoFleetService, FMS_ANSWER_BYTES_MAX, FmsUnavailable, httpFleetService } from '../../../server/adapters/fms.ts';

describe('the demo fleet', () => {
  let now = Date.parse('2026-11-30T08:00:10Z');
  const demo = demoFleetService(() => new Date(now));

  it('signs in the demo account only, and refuses any other token', async () => {
    expect(await demo.signIn('demo@fms.test', 'wrong')).toBeNull();
    const token = (await demo.signIn('DEMO@fms.test', DEMO_FMS_ACCOUNT.password))!;
    expect(await demo.fetchFleet(token)).toHaveLength(3);
    expect(await demo.fetchFleet('another')).toBeNull();
    expect(await demo.fetchPositions('another', null, 100)).toBeNull();
  });

  it('reports every truck every 30 s on its loop at 40 km/h; the cursor goes on with no gap and no repeat', async () => {
    const token = (await demo.signIn(DEMO_FMS_ACCOUNT.email, DEMO_FMS_ACCOUNT.password))!;
    const first = (await demo.fetchPositions(token, null, 1000))!;
    // The last 5 minutes: 10 instants of 3 trucks.
    expect(first.positions).toHaveLength(30);
    expect(first.positions.at(-1)!.at.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    for (const p of first.positions) expect(haversineM(DEMO_LOOP.latitude, DEMO_LOOP.longitude, p.latitude, p.longitude)).toBeCloseTo(DEMO_LOOP.radiusM, -1);
    const one = first.positions.filter((p) => p.plate_number === 'BM 7001 FM');
    const metres = haversineM(one[0]!.latitude, one[0]!.longitude, one[1]!.latitude, one[1]!.longitude);
    expect(metres).toBeGreaterThan(320);
    expect(metres).toBeLessThan(340);
    now += 95_000;
    const next = (await demo.fetchPositions(token, first.cursor, 1000))!;
    expect(next.positions.map((p) => p.at.toISOString()).filter((v, i, a) => a.indexOf(v) === i)).toEqual(['2026-11-30T08:00:30.000Z', '2026-11-30T08:01:00.000Z', '2026-11-30T08:01:30.000Z']);
    // At most `limit`: whole instants only, the rest next time.
    const few = (await demo.fetchPositions(token, first.cursor, 7))!;
    expect(few.positions).toHaveLength(6);
    expect((await demo.fetchPositions(token, few.cursor, 1000))!.positions).toHaveLength(3);
  });
});

describe('a fleet-management service over HTTP', () => {
  let server: Server;
  let base: string;
  let positionsAnswer: (url: URL) => { status: number; body: string } = () => ({ status: 200, body: '{"data":[],"cursor":"c0"}' });
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      seen.push(`${req.method} ${url.pathname}${url.search} ${req.headers.authorization ?? ''}`);
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const send = (status: number, text: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(text);
        // A service that sends its callers elsewhere (and would be sent the password and the token there).
        if (url.pathname.startsWith('/moved/')) return res.writeHead(307, { location: `http://127.0.0.1:${(server.address() as AddressInfo).port}${url.pathname.slice('/moved'.length)}${url.search}` }).end();
        if (url.pathname === '/api/login') {
          const { email, password } = JSON.parse(body);
          return email === 'ops@fleet.example' && password === 'pw' ? send(200, '{"token":"tok-1"}') : send(401, '{"message":"no"}');
        }
        if (req.headers.authorization !== 'Bearer tok-1') return send(401, '{}');
        if (url.pathname === '/api/positions') {
          const a = positionsAnswer(url);
          return send(a.status, a.body);
        }
        return send(404, '{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('signs in, sends the token, the limit and the cursor, and keeps only well-formed positions', async () => {
    const fms = httpFleetService(base);
    expect(await fms.signIn('ops@fleet.example', 'nope')).toBeNull();
    const token = (await fms.signIn('ops@fleet.example', 'pw'))!;
    expect(token).toBe('tok-1');
    const good = { plate_number: 'BM 1 AB', time: '2026-11-30T08:00:00+07:00', latitude: 0.5, longitude: 101.4, speed: 42, heading: 90, altitude: 12 };
    positionsAnswer = () => ({
      status: 200,
      body: JSON.stringify({
        data: [good, { ...good, latitude: 'NaN' }, { ...good, time: 'yesterday' }, { ...good, time: '2999-01-01T00:00:00Z' }, { ...good, longitude: 1e300 }, { ...good, plate_number: '' }, { ...good, speed: 1e9 }, null, 'x', { ...good, speed: null, heading: undefined }],
        cursor: 'c1',
      }),
    });
    const answer = (await fms.fetchPositions(token, 'c0', 500))!;
    expect(seen.at(-1)).toBe('GET /api/positions?limit=500&since=c0 Bearer tok-1');
    expect(answer.cursor).toBe('c1');
    expect(answer.positions).toEqual([
      { plate_number: 'BM 1 AB', at: new Date('2026-11-30T01:00:00Z'), latitude: 0.5, longitude: 101.4, speed: 42, heading: 90, altitude: 12 },
      { plate_number: 'BM 1 AB', at: new Date('2026-11-30T01:00:00Z'), latitude: 0.5, longitude: 101.4, speed: null, heading: null, altitude: 12 },
    ]);
    await fms.fetchPositions(token, null, 5);
    expect(seen.at(-1)).toBe('GET /api/positions?limit=5 Bearer tok-1');
    // More than asked: the first `limit`.
    positionsAnswer = () => ({ status: 200, body: JSON.stringify({ data: Array.from({ length: 9 }, () => good), cursor: 'c2' }) });
    expect((await fms.fetchPositions(token, 'c1', 4))!.positions).toHaveLength(4);
  });

  it('a refused token is null; a failure, nonsense or an answer too large is FmsUnavailable', async () => {
    const fms = httpFleetService(base);
    expect(await fms.fetchPositions('stale', null, 10)).toBeNull();
    const failing = async (status: number, body: string, why: RegExp) => {
      positionsAnswer = () => ({ status, body });
      await expect(fms.fetchPositions('tok-1', null, 10)).rejects.toThrow(why);
      await expect(fms.fetchPositions('tok-1', null, 10)).rejects.toBeInstanceOf(FmsUnavailable);
    };
    await failing(500, '{}', /positions 500/);
    await failing(200, 'not json', /bad answer/);
    await failing(200, '[1,2]', /bad answer/);
    await failing(200, '{"data":[]}', /bad answer/);
    await failing(200, JSON.stringify({ data: [], cursor: 'c'.repeat(192) }), /bad answer/);
    await failing(200, JSON.stringify({ data: [], cursor: 'x'.repeat(FMS_ANSWER_BYTES_MAX) }), /answer over/);
    await expect(httpFleetService('http://127.0.0.1:9/').fetchPositions('t', null, 1)).rejects.toThrow(/unreachable/);
  });

  it('follows no redirect: the password and the token are sent to the configured address only', async () => {
    const moved = httpFleetService(`${base}moved/`);
    const before = seen.length;
    await expect(moved.signIn('ops@fleet.example', 'pw')).rejects.toBeInstanceOf(FmsUnavailable);
    await expect(moved.fetchPositions('tok-1', null, 10)).rejects.toBeInstanceOf(FmsUnavailable);
    // Only the first requests arrived; neither was sent on to /api/….
    expect(seen.slice(before).map((s) => s.split(' ')[1]!.split('?')[0])).toEqual(['/moved/api/login', '/moved/api/positions']);
  });
});
