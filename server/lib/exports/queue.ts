// The export jobs' queue: pg-boss (a maintained PostgreSQL job queue) over the app's own database,
// on PostgreSQL and PGlite alike. Every API process works the queue, so a job runs on whichever is
// free; a job whose process stopped is expired by pg-boss's maintenance and taken up again, and the
// runner (run.ts) fails it after EXPORT_MAX_ATTEMPTS (docs/exports.md "Jobs").
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { OpenedDb } from '../../db/open.ts';
import { exportFiles } from '../../db/schema/index.ts';
import { JobObservers } from '../ops/job-observers.ts';

const QUEUE = 'export-file';
/** A run longer than this is taken for a stopped process's and run again. */
export const EXPORT_JOB_EXPIRE_SECONDS = 600;

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
interface PgliteClient extends SqlClient {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/** pg-boss's `db`: its statements on the app's pool (PostgreSQL) or PGlite instance. Its schema
 * scripts are several statements without parameters: PGlite runs those with exec. */
function bossDb(opened: OpenedDb): PgBoss.Db {
  if (opened.pglite) {
    const pglite = opened.pglite as unknown as PgliteClient;
    return {
      executeSql: async (text, values) => (values?.length ? pglite.query(text, values) : { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] }),
    };
  }
  const pool = (opened.db as unknown as { $client: SqlClient }).$client;
  return { executeSql: (text, values) => pool.query(text, values) };
}

export class ExportJobs {
  #boss: Promise<PgBoss> | null = null;
  #workerId: string | null = null;
  #stopped = false;
  /** Each job run by this process: its time and how its export ended (DONE, FAILED, or interrupted). */
  readonly observers = new JobObservers();

  constructor(
    private readonly opened: OpenedDb,
    /** Runs a job (in this process or the export child: runner.ts); readied when the queue starts. */
    private readonly runner: { run(exportId: number): Promise<void>; warm(): void },
    private readonly warn: (e: unknown) => void,
    /** Exports left QUEUED or RUNNING with no job (a database restored from a backup, which holds no jobs). */
    private readonly orphans: () => Promise<number[]> = async () => [],
  ) {}

  /** Starts the queue and this process's worker once (at boot, or at the first export). */
  start(): Promise<PgBoss> {
    this.#boss ??= this.#open();
    return this.#boss;
  }

  async #open(): Promise<PgBoss> {
    // The export child (where it runs the jobs) starts now rather than with the first job.
    this.runner.warm();
    const boss = new PgBoss({ db: bossDb(this.opened), schema: 'pgboss', schedule: false, supervise: true, migrate: true, maintenanceIntervalSeconds: 60 });
    boss.on('error', this.warn);
    await boss.start();
    if (!(await boss.getQueue(QUEUE))) {
      await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 5, retryDelay: 1, expireInSeconds: EXPORT_JOB_EXPIRE_SECONDS }).catch(async (e: unknown) => {
        // Another process made it at the same moment.
        if (!(await boss.getQueue(QUEUE))) throw e;
      });
    }
    this.#workerId = await boss.work<{ exportId: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await this.#run(job.data.exportId);
    });
    for (const id of await this.orphans()) await boss.send(QUEUE, { exportId: id });
    return boss;
  }

  async #run(exportId: number): Promise<void> {
    const started = performance.now();
    try {
      await this.runner.run(exportId);
    } finally {
      if (this.observers.any) this.observers.finished((performance.now() - started) / 1000, await this.#outcome(exportId));
    }
  }

  /** How the job's export ended: DONE or FAILED, else interrupted (its process stopped; run again later) or gone (deleted). */
  async #outcome(exportId: number): Promise<string> {
    const [row] = await this.opened.db.select({ status: exportFiles.status }).from(exportFiles).where(eq(exportFiles.id, exportId)).catch(() => []);
    if (!row) return 'gone';
    return row.status === 'DONE' || row.status === 'FAILED' ? row.status : 'interrupted';
  }

  /** Queues an export's job and wakes this process's worker. */
  async send(exportId: number): Promise<void> {
    const boss = await this.start();
    await boss.send(QUEUE, { exportId });
    if (this.#workerId && !this.#stopped) boss.notifyWorker(this.#workerId);
  }

  /** Runs pg-boss's maintenance now (expired jobs retried): tests of a stopped process. */
  async maintain(): Promise<void> {
    await (await this.start()).maintain();
  }

  /** Stops the worker, letting a job under way finish for a while. */
  async stop(): Promise<void> {
    if (!this.#boss || this.#stopped) return;
    this.#stopped = true;
    const boss = await this.#boss.catch(() => null);
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
