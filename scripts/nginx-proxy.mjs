// Debian's nginx run with the shipped deploy/nginx.conf in front of API nodes on this machine: only
// the upstream servers, the listening address and the temporary folders are changed. Used by
// tests/server/topology.test.ts and bench/topology.mjs (docs/operations.md "Several API nodes").
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIPPED = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'nginx.conf');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

/** The shipped file with these upstream ports, this local port and these temporary folders. */
export function configFor(upstreamPorts, port, dir) {
  const shipped = readFileSync(SHIPPED, 'utf8');
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const conf = shipped
    .replace(/^\s*server api\d:8080 .*\n/gm, '')
    .replace('least_conn;', `least_conn;\n${servers}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('http {', `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`);
  if (conf.includes('api1:') || !conf.includes(`listen 127.0.0.1:${port};`)) throw new Error(`${SHIPPED}: its upstream servers or listen line were not found`);
  return conf;
}

/**
 * Starts nginx in front of the nodes listening on `upstreamPorts`; resolves once it answers
 * /health through them. `stop()` ends it (fast shutdown: the graceful one waits for clients'
 * kept-alive connections) and removes its folder.
 */
export async function startNginx(upstreamPorts) {
  if (!NGINX) throw new Error("nginx not found: install Debian's nginx-light (apt-get install -y nginx-light); .ci/run does");
  const dir = mkdtempSync(join(tmpdir(), 'lsi-nginx-'));
  // Started by root, its workers run as nobody: they write uploads' temporary files here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), configFor(upstreamPorts, port, dir));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', `daemon off; pid ${dir}/nginx.pid;`], { stdio: 'ignore' });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; (await fetch(`${base}/health`).catch(() => null))?.status !== 200; waited += 100) {
    if (waited > 10_000 || child.exitCode !== null) {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8').slice(-1000) : '';
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop };
}
