// A child process of the API (the parse child, the export child: tinypool, runtime 'child_process'):
// one child at a time, what it starts with (its own node flags and only the environment it needs).
import { Tinypool, type Options } from 'tinypool';

/** Always passed: the time zone (dates in sheets and files), the path, the language, the mode. */
const BASE_KEYS = ['TZ', 'PATH', 'LANG', 'NODE_ENV'];

/**
 * The API process's variables in BASE_KEYS or accepted by `alsoPass`: never its secrets (session
 * keys, SMTP and map tokens) nor a test runner's or debugger's settings.
 */
export function childEnv(alsoPass: (key: string) => boolean = () => false): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).flatMap(([k, v]) => (v !== undefined && (BASE_KEYS.includes(k) || alsoPass(k)) ? [[k, v]] : [])));
}

/**
 * The child's node flags: its V8 heap capped (old generation, and the young one, which V8 splits
 * into two semi-spaces), and not the API process's flags (a test runner's loaders, a debugger's port).
 */
export function heapFlags(maxOldGenerationSizeMb: number, maxYoungGenerationSizeMb: number): string[] {
  return [`--max-old-space-size=${maxOldGenerationSizeMb}`, `--max-semi-space-size=${Math.max(1, Math.floor(maxYoungGenerationSizeMb / 2))}`];
}

/**
 * One child process (tinypool, one worker), started at its first task or by warm(), closed with the
 * app. A child that dies between tasks is replaced by tinypool.
 */
export abstract class OneChild {
  protected pool?: Tinypool;

  /** The child's tinypool options (runtime 'child_process', one worker). */
  protected abstract options(): Options;

  /** Starts the child now (at server start), so that the first task does not wait for it. */
  warm(): void {
    this.child();
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  protected child(): Tinypool {
    if (!this.pool) {
      this.pool = new Tinypool({ runtime: 'child_process', minThreads: 1, maxThreads: 1, ...this.options() });
      // An unheard 'error' would end the process.
      this.pool.on('error', () => {});
    }
    return this.pool;
  }
}
