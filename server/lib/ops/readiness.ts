// What /ready answers (routes/ops.ts): the database answers within a short time, every migration
// this build ships is applied, and the process is not shutting down. One check at a time per
// process: a balancer probing a stalled database adds no queue of waiting checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from '../../db/open.ts';
import { rowsOf } from '../bulk.ts';

/** A database slower than this to answer `select` is not ready: the balancer should look elsewhere. */
export const READY_TIMEOUT_MS = 2000;

/** The newest migration this build ships (drizzle records each applied one by this stamp). */
const newestMigration = (): number => {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
};

export class Readiness {
  private draining = false;
  private checking?: Promise<boolean>;
  private readonly newest = newestMigration();

  constructor(
    private readonly db: Db,
    private readonly timeoutMs = READY_TIMEOUT_MS,
  ) {}

  /** Shutdown has begun: not ready from now on, whatever the database says. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async ready(): Promise<boolean> {
    if (this.draining) return false;
    this.checking ??= this.check().finally(() => (this.checking = undefined));
    return (await this.checking) && !this.draining;
  }

  private async check(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), this.timeoutMs)));
    try {
      return await Promise.race([this.migrated(), late]);
    } catch {
      // Unreachable, refused, closed: the reason goes nowhere (the answer leaks nothing).
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private async migrated(): Promise<boolean> {
    const [row] = await rowsOf<{ last: string | number | null }>(this.db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    return Number(row?.last ?? 0) >= this.newest;
  }
}
