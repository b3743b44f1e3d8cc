// The realtime channel (issue 21, docs/realtime.md), on PostgreSQL (a fresh database, demo data):
// 1. broadcast: CLIENTS (1,000) browser-like SSE clients on ONE API process (WORKERS=1), each
//    reading GET /v1/realtime with fetch + eventsource-parser; ROUNDS times, a write every user
//    hears of (a shared catalog: an `everyone` event) is committed straight in PostgreSQL, and each
//    client's receipt of that event is timed from the moment the write was sent: p50 / p99 / max
//    over every (client, round), and how many arrived within 1 s (target: all);
// 2. across nodes: two API processes (nodes A and B) on one PostgreSQL; one SSE client on node B;
//    WRITES (200) orders created one after another through node A (POST /v1/order as shipper@), each
//    timed from the request sent (and from A's answer) to the client on B receiving its event:
//    p50 / p99 / max.
// The bench's clients all sign in as one user, so REALTIME_MAX_STREAMS_PER_USER is raised to
// CLIENTS for the bench's server (the default cap is 10 per user and process).
// `node bench/realtime.mjs` (BENCH_RT_CLIENTS, BENCH_RT_ROUNDS, BENCH_RT_WRITES, BENCH_RT_DB to change).
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { loadavg } from 'node:os';
import pg from 'pg';
import { freePort, onFreshEngine, signIn, sleep, startServer, waitFor200, writeResult } from './lib.mjs';

const CLIENTS = Number(process.env.BENCH_RT_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_RT_ROUNDS ?? 20);
const WRITES = Number(process.env.BENCH_RT_WRITES ?? 200);
const DATABASE = process.env.BENCH_RT_DB ?? 'lsi_bench_realtime';
const TARGET_BROADCAST_MS = 1000;

/**
 * A browser-like client of GET /v1/realtime: fetch with the bearer token, the body parsed by
 * eventsource-parser. `onChange(message, receivedAt)` for each `change` event.
 */
async function openClient(base, token, onChange) {
  const abort = new AbortController();
  const res = await fetch(`${base}/v1/realtime`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` }, signal: abort.signal });
  if (res.status !== 200) throw new Error(`GET /v1/realtime answered ${res.status}: ${await res.text()}`);
  const done = (async () => {
    try {
      for await (const event of res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream())) {
        if (event.event === 'change') onChange(JSON.parse(event.data), performance.now());
      }
    } catch {
      // closed by the bench
    }
  })();
  return { close: () => (abort.abort(), done) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const round1 = (ms) => Math.round(ms * 10) / 10;
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples: sorted.length, p50Ms: round1(percentile(sorted, 50)), p99Ms: round1(percentile(sorted, 99)), maxMs: round1(sorted.at(-1)) };
}

/** Starts one API process on the database and waits for it. */
async function node(dataDir, databaseUrl, env) {
  const port = await freePort();
  const server = startServer({ port, dataDir, databaseUrl, extraEnv: { ...env, WORKERS: '1', SEED: 'never', REALTIME_MAX_STREAMS_PER_USER: String(Math.max(CLIENTS, 10)) } });
  await waitFor200(`http://127.0.0.1:${port}/v1/openapi.json`, server).catch(async (e) => {
    await server.stop();
    throw e;
  });
  return { server, base: `http://127.0.0.1:${port}` };
}

async function broadcast({ dataDir, databaseUrl, env }) {
  const a = await node(dataDir, databaseUrl, env);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const clients = [];
  try {
    const token = await signIn(a.base, 'lsp@lsi.test');
    // Per round: the event id awaited, when the write was sent, and each client's receipt.
    let round = null;
    const opened = performance.now();
    for (let i = 0; i < CLIENTS; i += 100) {
      clients.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, CLIENTS - i) }, (_, j) =>
            openClient(a.base, token, (m, at) => {
              if (round && m.table === 'vehicle_features' && round.got[i + j] === undefined) round.got[i + j] = at - round.sentAt;
            }),
          ),
        )),
      );
    }
    const openMs = Math.round(performance.now() - opened);
    await sleep(1000);
    const all = [];
    const perRound = [];
    let late = 0;
    let missing = 0;
    for (let r = 0; r < ROUNDS; r++) {
      round = { sentAt: performance.now(), got: new Array(CLIENTS) };
      await db.query('update vehicle_features set name = name');
      const committedMs = performance.now() - round.sentAt;
      const until = performance.now() + 5000;
      while (round.got.filter((x) => x !== undefined).length < CLIENTS && performance.now() < until) await sleep(5);
      const got = round.got.filter((x) => x !== undefined);
      missing += CLIENTS - got.length;
      late += got.filter((x) => x > TARGET_BROADCAST_MS).length;
      all.push(...got);
      perRound.push({ committedMs: round1(committedMs), ...summary(got) });
      round = null;
      await sleep(500);
    }
    return { clients: CLIENTS, rounds: ROUNDS, openAllMs: openMs, ...summary(all), withinTarget: all.length - late, late, missing, perRound };
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    await db.end();
    await a.server.stop();
  }
}

async function acrossNodes({ dataDir, databaseUrl, env }) {
  const [a, b] = [await node(dataDir, databaseUrl, env), await node(dataDir, databaseUrl, env)];
  let client;
  try {
    const shipper = await signIn(a.base, 'shipper@lsi.test');
    const watcher = await signIn(b.base, 'lsp@lsi.test');
    let waiting = null;
    client = await openClient(b.base, watcher, (m, at) => {
      if (waiting && m.table === 'orders' && m.operation === 'INSERT') {
        waiting.resolve(at);
        waiting = null;
      }
    });
    await sleep(500);
    const fromSent = [];
    const fromAnswer = [];
    for (let i = 0; i < WRITES + 5; i++) {
      const received = new Promise((resolve, reject) => {
        waiting = { resolve };
        setTimeout(() => reject(new Error(`write ${i}: no event on node B within 5 s`)), 5000).unref();
      });
      const sentAt = performance.now();
      const res = await fetch(`${a.base}/v1/order`, { method: 'POST', headers: { authorization: `Bearer ${shipper}`, 'content-type': 'application/json' }, body: '{}' });
      const answeredAt = performance.now();
      if (res.status !== 200) throw new Error(`POST /v1/order on node A answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      const at = await received;
      // The first five warm the two processes up, not measured.
      if (i >= 5) {
        fromSent.push(at - sentAt);
        fromAnswer.push(at - answeredAt);
      }
      await sleep(20);
    }
    return { writes: WRITES, fromWriteSent: summary(fromSent), fromAnswerOfNodeA: summary(fromAnswer) };
  } finally {
    await client?.close();
    await a.server.stop();
    await b.server.stop();
  }
}

export async function benchRealtime() {
  const loadBefore = loadavg()[0];
  const result = await onFreshEngine({ engine: 'postgres', scale: 0, database: DATABASE }, async (where) => ({
    broadcast: await broadcast(where),
    acrossNodes: await acrossNodes(where),
  }));
  if (result.skipped) return result;
  // The machine's load (1-minute average) before and after: the figures are only as quiet as it was.
  result.loadAverage = [loadBefore, loadavg()[0]].map((x) => Math.round(x * 10) / 10);
  const file = writeResult('realtime', { targetBroadcastMs: TARGET_BROADCAST_MS, ...result });
  const { broadcast: bc, acrossNodes: an } = result;
  console.log(`realtime: ${bc.clients} clients x ${bc.rounds} broadcasts: p50 ${bc.p50Ms} ms, p99 ${bc.p99Ms} ms, max ${bc.maxMs} ms, ${bc.late} late, ${bc.missing} missing`);
  console.log(`realtime: node A -> client on node B, ${an.writes} writes: p50 ${an.fromWriteSent.p50Ms} ms, p99 ${an.fromWriteSent.p99Ms} ms, max ${an.fromWriteSent.maxMs} ms (from A's answer: p50 ${an.fromAnswerOfNodeA.p50Ms}, p99 ${an.fromAnswerOfNodeA.p99Ms})`);
  console.log(`wrote ${file}`);
  return { at: new Date().toISOString(), targetBroadcastMs: TARGET_BROADCAST_MS, ...result };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRealtime();
