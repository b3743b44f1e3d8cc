// Upload bomb (issue 20 §1): on the real server (embedded PostgreSQL, the default, demo data), one
// shipping company (shipper@) sends the lying-header bomb to POST /v1/request-order/preview again
// and again (1 GiB of zeros in a 1 MB .xlsx whose central directory says 2,048 bytes, the local
// header 0 with a data descriptor), while another tenant (lsp2@) lists its orders with autocannon.
// Records each refusal's time and the other tenant's latency, beside the same list alone.
// Standalone: node bench/upload-bomb.mjs [--bombs 100 (at most)] [--seconds 8] [--out upload-bomb] (the results file's name)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { WORK, freePort, signIn, sleep, startServer, waitFor200, writeResult } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const outIndex = process.argv.indexOf('--out');
const outArg = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
const LIST = '/v1/order?page=1&entries=10';
const CONNECTIONS = 10;
const PROBE_MS = 20;

/** The bomb, crafted by the tests' helper (tests/support/hostile-zip.ts). */
async function lyingBomb() {
  register();
  const { craftZip, zerosDeflated } = await import('../tests/support/hostile-zip.ts');
  return craftZip([{ name: 'xl/worksheets/sheet1.xml', data: zerosDeflated(1024), size: 1 << 30, descriptor: true, central: { size: 2048 } }]);
}

async function sendBomb(base, token, bomb) {
  const form = new FormData();
  form.append('file', new Blob([bomb]), 'orders.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/request-order/preview`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.json().catch(() => null);
  return { ms: performance.now() - t0, status: res.status, message: body?.errors?.file?.[0] ?? body?.message };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { requests: s.length, p50Ms: Math.round(pct(s, 50)), p99Ms: Math.round(pct(s, 99)), maxMs: Math.round(s.at(-1)) };
};

/**
 * While `until` runs (and for at least `seconds`): autocannon loads the other tenant's list, and a
 * probe sends the same list request every PROBE_MS on its own schedule. autocannon's latencies miss
 * a stalled server (its connections wait, and send nothing meanwhile); the probe's do not: a request
 * due during a stall counts the whole wait.
 */
async function otherTenantWhile(base, token, seconds, until = sleep(seconds * 1000)) {
  const headers = { authorization: `Bearer ${token}` };
  const load = autocannon({ url: `${base}${LIST}`, connections: CONNECTIONS, duration: 3600, headers });
  const loaded = new Promise((done) => load.on('done', done));
  const probes = [];
  const timer = setInterval(() => {
    const t0 = performance.now();
    probes.push(fetch(`${base}${LIST}`, { headers }).then((r) => r.arrayBuffer()).then(() => performance.now() - t0));
  }, PROBE_MS);
  await Promise.all([until, sleep(seconds * 1000)]);
  clearInterval(timer);
  load.stop();
  const r = await loaded;
  return {
    probe: { everyMs: PROBE_MS, ...stats(await Promise.all(probes)) },
    autocannon: { reqPerSec: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, maxMs: r.latency.max, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts },
  };
}

export async function benchUploadBomb({ bombs = arg('bombs', 100), seconds = arg('seconds', 8) } = {}) {
  const bomb = await lyingBomb();
  mkdirSync(WORK, { recursive: true });
  const dataDir = mkdtempSync(join(WORK, 'upload-bomb-'));
  const port = await freePort();
  const server = startServer({ port, dataDir });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/v1/openapi.json`, server);
    const shipper = await signIn(base, 'shipper@lsi.test');
    const other = await signIn(base, 'lsp2@lsi.test');
    await otherTenantWhile(base, other, 2); // warm-up: routes, statements, kept answers
    const alone = await otherTenantWhile(base, other, seconds);
    const refusals = [];
    // Bombs one after another for the whole window (at least one, however long it takes).
    const started = performance.now();
    const sending = (async () => {
      await sleep(500);
      do refusals.push(await sendBomb(base, shipper, bomb));
      while (performance.now() - started < seconds * 1000 && refusals.length < bombs);
    })();
    const during = await otherTenantWhile(base, other, seconds, sending);
    await sending;
    const times = refusals.map((r) => r.ms).sort((a, b) => a - b);
    const result = {
      bombBytes: bomb.length,
      bomb: '1 GiB of zeros; central directory 2,048 bytes; local header 0 with a data descriptor',
      other: `GET ${LIST} as lsp2@: autocannon ${CONNECTIONS} connections, and a probe every ${PROBE_MS} ms`,
      connections: CONNECTIONS,
      bombs: refusals.length,
      statuses: [...new Set(refusals.map((r) => r.status))],
      message: refusals[0]?.message,
      refusalsMs: refusals.map((r) => Math.round(r.ms)),
      refusalMedianMs: Math.round(times[Math.floor(times.length / 2)]),
      refusalMaxMs: Math.round(times.at(-1)),
      otherAlone: alone,
      otherDuring: during,
      targetRefusalMs: 1000,
      targetOtherP99Ms: 200,
    };
    result.withinTarget = refusals.every((r) => r.status === 422) && result.refusalMaxMs < 1000 && during.probe.p99Ms < 200;
    console.log('upload-bomb:', JSON.stringify({ bombs: refusals.length, statuses: result.statuses, median: result.refusalMedianMs, max: result.refusalMaxMs, alone, during }));
    writeResult(outArg ?? 'upload-bomb', result);
    return result;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUploadBomb();
