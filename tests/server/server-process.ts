// server/main.ts started as a process of its own, as operators run it: for the tests of what only a
// real process shows (its start, signals, several processes behind a proxy).
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Its output so far (stdout and stderr). */
  output: () => string;
  /** Its "LSI Console ready …" line. */
  readyLine: string;
  exited: Promise<number | null>;
  /** SIGKILL unless it has exited already; resolves once it has. */
  kill: () => Promise<void>;
}

/**
 * Starts the server with `env` over this process's environment, less the settings that choose the
 * database or the process count (`env` gives the ones it wants), on a port the system chooses;
 * resolves once it prints that it is ready, rejects with its output when it exits first.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const merged: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  for (const name of ['WORKERS', 'DATABASE_URL', 'DATABASE_ENGINE']) delete merged[name];
  // Port 0: the system chooses when the server listens, which its ready line then names. A port
  // found free beforehand could be taken meanwhile (the server starts in seconds) by any of the
  // suite's connections as its own end, and the server stopped on EADDRINUSE.
  Object.assign(merged, env, { PORT: '0' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const readyLine = await new Promise<string>((done, fail) => {
    const look = () => {
      const line = /LSI Console ready[^\n]*(?=\r?\n)/.exec(output)?.[0]; // whole: it may come in two chunks
      if (line) done(line);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    void exited.then((code) => fail(new Error(`server exited (${code}):\n${output.slice(-2000)}`)));
  });
  const port = Number(/LSI Console ready on http:\/\/localhost:(\d+)/.exec(readyLine)![1]);
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, readyLine, exited, kill };
}
