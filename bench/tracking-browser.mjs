// Tracking in Chromium (issue 24, docs/tracking.md "Benchmark"): the built app on a scaled seed
// (PostgreSQL), opened in Debian's Chromium through Playwright as the LSP.
// - Playback: one truck's track given PLAYBACK_POSITIONS (100,000) positions a second apart; from
//   the playback read's start to the map's first full draw (RouteMapView's DRAWN_MARK, maplibre's
//   first `idle`), and from the page's navigation; then the marker played at 20x for STEP_S
//   seconds, the longest task and the tasks over 50 ms meanwhile (PerformanceObserver 'longtask').
// - Live map: the LSP dashboard's live map while LIVE_TRUCKS trucks report every 5 s over HTTP
//   (the OsmAnd endpoint) for LIVE_S seconds: the longest task and the tasks over 50 ms, and how
//   often the live read was fetched again (the realtime channel's refreshes); then the same in a
//   Chromium without WebGL, the page's own work apart from drawing the map.
// Aims: the playback drawn under 1.5 s, no task over 50 ms while stepping or while the map updates.
// No GPU here. Chromium's own software WebGL (SwiftShader) draws on the page's main thread in
// headless mode, so every frame of the map is a long task there (235-365 ms measured) although the
// page's own work is small (0 tasks over 50 ms without WebGL). Where Mesa's EGL is installed (Debian:
// libegl-mesa0), WebGL goes through it instead (ANGLE on llvmpipe, in Chromium's GPU process, as a
// real GPU would be): BENCH_CHROMIUM_ARGS overrides the flags ('' for SwiftShader). The result
// names the renderer.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import pg from 'pg';
import { ROOT, exec, freePort, onFreshEngine, signIn, sleep, startServer, waitFor200, writeResult } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const MESA_EGL = '/usr/lib/x86_64-linux-gnu/libEGL_mesa.so.0';
/** WebGL through Mesa's EGL when present (the GPU process needs no sandbox to load it). */
const GL_ARGS = (process.env.BENCH_CHROMIUM_ARGS ?? (existsSync(MESA_EGL) ? '--use-angle=gl-egl --ignore-gpu-blocklist --no-sandbox' : '')).split(' ').filter(Boolean);
const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const PLAYBACK_POSITIONS = Number(process.env.BENCH_PLAYBACK_POSITIONS ?? 100_000);
const LIVE_TRUCKS = Number(process.env.BENCH_LIVE_TRUCKS ?? 500);
const LIVE_S = Number(process.env.BENCH_LIVE_S ?? 30);
const STEP_S = Number(process.env.BENCH_STEP_S ?? 8);
const DRAWN_MARK = 'lsi:route-map-drawn';
const LSP = '/logistic-service-provider';
const demoDeviceId = (plate) => createHash('sha256').update(`lsi-demo-device:${plate}`).digest('base64url').slice(0, 24);
/** WIB date and time of an instant, as the playback's query takes them. */
const wib = (ms) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 16).split('T');

/** Long tasks of the page from now on, collected in the page. */
const OBSERVE_LONG_TASKS = () => {
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, ms: e.duration })))).observe({ type: 'longtask', buffered: true });
};
const tasksSince = (page, since) => page.evaluate((t) => globalThis.__longTasks.filter((x) => x.start >= t).map((x) => x.ms), since);
/**
 * BENCH_PROFILE=dir: a CPU profile of the page around `run` (Chrome DevTools' format), written to
 * dir/<name>.cpuprofile, and its functions of most self time printed, then each stretch of over 50 ms
 * without an idle sample with the functions it ran under (what a long task was made of).
 */
async function profiled(page, name, run) {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    const self = new Map();
    const dt = profile.timeDeltas;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const key = frameKey(byId.get(id).callFrame);
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.error(`${name}: most self time`);
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.error(`  ${Math.round(ms).toString().padStart(6)} ms  ${key}`);
    for (const run of busyRuns(profile, byId)) {
      console.error(`${name}: busy ${Math.round(run.ms)} ms at ${Math.round(run.at)} ms`);
      for (const [key, ms] of [...run.frames].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.error(`  ${Math.round(ms).toString().padStart(6)} ms  ${key}`);
    }
  }
}

/** A profile frame as printed: function, file and line. */
const frameKey = (f) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;

/**
 * The profile's stretches of work with no idle sample for over 50 ms (what long tasks are made of),
 * each with the time spent under each function (inclusive, the frames of its stacks).
 */
function busyRuns(profile, byId) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const runs = [];
  let run = null;
  let t = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    const fn = byId.get(id).callFrame.functionName;
    if (fn === '(idle)') {
      if (run && run.ms > 50) runs.push(run);
      run = null;
      return;
    }
    run ??= { at: t, ms: 0, frames: new Map() };
    run.ms += dt;
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const key = frameKey(byId.get(node).callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      run.frames.set(key, (run.frames.get(key) ?? 0) + dt);
    }
  });
  if (run && run.ms > 50) runs.push(run);
  return runs;
}

const summary = (tasks) => ({ longestTaskMs: Math.round(Math.max(0, ...tasks)), tasksOver50ms: tasks.filter((ms) => ms > 50).length });

/** `count` positions a second apart ending now, along a winding road (sin wave), for `trackId`. */
async function givePositions(databaseUrl, trackId, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from gps_positions where track_id = $1', [trackId]);
    await client.query(
      `insert into gps_positions (track_id, recorded_at, latitude, longitude, speed, heading, received_at)
       select $1, now() - make_interval(secs => $2 - i), 0.5 + i * 0.00002 + 0.01 * sin(i / 500.0), 101.0 + i * 0.00003, 40 + 20 * sin(i / 50.0), (i % 360), now()
       from generate_series(1, $2) as i`,
      [trackId, count],
    );
    await client.query('analyze gps_positions');
  } finally {
    await client.end();
  }
}

async function signInPage(page, base) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('lsp@lsi.test');
  await page.getByLabel(/^Password/).fill('lsi-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
}

async function playback(browser, base, track) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['notifications'] });
  await context.addInitScript(OBSERVE_LONG_TASKS);
  const page = await context.newPage();
  try {
    await signInPage(page, base);
    const [fromDate, fromTime] = wib(Date.now() - (PLAYBACK_POSITIONS + 600) * 1000);
    const [toDate, toTime] = wib(Date.now() + 60_000);
    const query = new URLSearchParams({ track: String(track), from_date: fromDate, from_time: fromTime, to_date: toDate, to_time: toTime });
    await profiled(page, 'playback-load', async () => {
      await page.goto(`${base}${LSP}/order-shipment/playback/data?${query}`);
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DRAWN_MARK, { timeout: 60_000 });
    });
    const drawn = await page.evaluate((mark) => {
      const at = performance.getEntriesByName(mark)[0].startTime;
      const read = performance.getEntriesByType('resource').find((r) => r.name.includes('/playbacks'));
      // The map's own code (maplibre's chunk): when it was fetched, beside the read.
      const chunks = performance.getEntriesByType('resource').filter((r) => /\/assets\/(baseMap|RouteMapView)[^/]*\.js$/.test(r.name)).map((r) => ({ name: r.name.split('/').pop(), start: Math.round(r.startTime), end: Math.round(r.responseEnd) }));
      return { at, readStart: read?.startTime ?? null, readEnd: read?.responseEnd ?? null, readMs: read ? read.responseEnd - read.startTime : null, readBytes: read?.encodedBodySize ?? null, chunks };
    }, DRAWN_MARK);
    const points = await page.locator('section[aria-labelledby="playback-summary"]').innerText();
    // Stepping: 20x, play, STEP_S seconds of the marker moving along the 100,000 points.
    await page.getByRole('combobox', { name: 'Speed' }).click();
    await page.getByRole('option', { name: '20×' }).click();
    const before = await page.evaluate(() => performance.now());
    await profiled(page, 'playback-stepping', async () => {
      await page.getByRole('button', { name: 'Play' }).click();
      await sleep(STEP_S * 1000);
    });
    const stepping = summary(await tasksSince(page, before));
    const drawnAfterLoadTasks = summary(await tasksSince(page, drawn.readStart ?? 0));
    return {
      positions: PLAYBACK_POSITIONS,
      summaryShown: points.replace(/\s+/g, ' ').trim(),
      readToDrawnMs: drawn.readStart === null ? null : Math.round(drawn.at - drawn.readStart),
      navigationToDrawnMs: Math.round(drawn.at),
      readMs: drawn.readMs === null ? null : Math.round(drawn.readMs),
      readKiB: drawn.readBytes === null ? null : Math.round(drawn.readBytes / 1024),
      timeline: { readStart: Math.round(drawn.readStart ?? 0), readEnd: Math.round(drawn.readEnd ?? 0), mapChunks: drawn.chunks, drawn: Math.round(drawn.at) },
      metDrawTarget: drawn.readStart !== null && drawn.at - drawn.readStart < 1500,
      whileLoading: drawnAfterLoadTasks,
      stepping: { seconds: STEP_S, speed: 20, ...stepping, metTarget: stepping.tasksOver50ms === 0 },
    };
  } finally {
    await context.close();
  }
}

async function liveMap(browser, base, trucks, name = 'live-map') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['notifications'] });
  await context.addInitScript(OBSERVE_LONG_TASKS);
  const page = await context.newPage();
  let reads = 0;
  page.on('request', (r) => r.url().includes('/v1/dashboard/lsp/live-tracking') && reads++);
  try {
    await signInPage(page, base);
    await page.goto(`${base}${LSP}/dashboard`);
    // Without WebGL the map's place says so (LazyMap's note) and the lists carry on.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0 || globalThis.document.body.innerText.includes('cannot be shown'), DRAWN_MARK, { timeout: 60_000 });
    await sleep(2000);
    const reporting = trucks.slice(0, LIVE_TRUCKS);
    const before = await page.evaluate(() => performance.now());
    const readsBefore = reads;
    let sent = 0;
    let refused = 0;
    await profiled(page, name, async () => {
    for (let round = 0; round < LIVE_S / 5; round++) {
      const started = performance.now();
      // Each truck reports once in the 5 s, spread over them (as devices do), a little further on.
      const answers = await Promise.all(
        reporting.map(async (t, i) => {
          await sleep((i / reporting.length) * 4000);
          const lat = t.position.latitude + (round + 1) * 0.0004;
          const res = await fetch(`${base}/v1/positions/osmand?id=${demoDeviceId(t.plate_number)}&lat=${lat.toFixed(6)}&lon=${t.position.longitude.toFixed(6)}&timestamp=${Date.now()}&speed=40`);
          await res.body?.cancel();
          return res.ok;
        }),
      );
      sent += answers.length;
      refused += answers.filter((ok) => !ok).length;
      await sleep(Math.max(0, 5000 - (performance.now() - started)));
    }
    });
    const tasks = summary(await tasksSince(page, before));
    const drawnWithWebgl = await page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, DRAWN_MARK);
    return { drawnWithWebgl, trucksOnMap: trucks.length, reporting: reporting.length, everyS: 5, seconds: LIVE_S, reports: sent, refused, liveReads: reads - readsBefore, ...tasks, metTarget: tasks.tasksOver50ms === 0 };
  } finally {
    await context.close();
  }
}

/** The WebGL renderer the browser draws with ('none' without WebGL). */
async function rendererOf(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(() => {
      const gl = globalThis.document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl ? String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)) : 'none';
    });
  } finally {
    await page.close();
  }
}

async function withBrowser(chromium, args, run) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

export async function benchTrackingBrowser() {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) await exec(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
  const { chromium } = await import('playwright');
  const result = await onFreshEngine({ engine: 'postgres', scale: SCALE, database: 'lsi_bench_tracking_browser' }, async ({ dataDir, databaseUrl, env }) => {
    const port = await freePort();
    const server = startServer({ port, dataDir, databaseUrl, extraEnv: { SEED: 'never', GPS_DEVICE_PER_SECOND: '100', ...env } });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: GL_ARGS });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor200(`${base}/v1/openapi.json`, server);
      const token = await signIn(base, 'lsp@lsi.test');
      const live = await (await fetch(`${base}/v1/dashboard/lsp/live-tracking`, { headers: { authorization: `Bearer ${token}` } })).json();
      // The scaled seed's trucks have positions but not all a live row yet: those start at their origin.
      const trucks = live.data.filter((t) => t.plate_number).map((t) => ({ ...t, position: t.position ?? t.origin ?? { latitude: 0.5, longitude: 101 } }));
      if (trucks.length < LIVE_TRUCKS) return { skipped: `${trucks.length} trucks on the road, ${LIVE_TRUCKS} wanted` };
      const track = trucks[0].track_id;
      await givePositions(databaseUrl, track, PLAYBACK_POSITIONS);
      // BENCH_PARTS=playback or live: one part only (while working on it).
      const parts = (process.env.BENCH_PARTS ?? 'playback,live').split(',');
      const played = parts.includes('playback') ? await playback(browser, base, track) : null;
      const mapped = parts.includes('live') ? await liveMap(browser, base, trucks.slice(1)) : null;
      // The same without WebGL (the map replaced by its note): what the page's own code costs, apart
      // from drawing the map, which SwiftShader does on the CPU here.
      const withoutMap = parts.includes('live') ? await withBrowser(chromium, ['--disable-webgl', '--disable-3d-apis'], (other) => liveMap(other, base, trucks.slice(1), 'live-map-without-webgl')) : null;
      return { scale: SCALE, load1m: Number(loadavg()[0].toFixed(1)), renderer: await rendererOf(browser), playback: played, liveMap: mapped, liveMapWithoutWebgl: withoutMap };
    } finally {
      await browser.close();
      await server.stop();
    }
  });
  writeResult('tracking-browser', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchTrackingBrowser(), null, 2));
