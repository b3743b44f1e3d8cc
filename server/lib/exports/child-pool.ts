// Export jobs run in a child process of the API process, off the event loop that answers every
// other request, with a capped V8 heap, as uploaded sheets are parsed (parse-worker/pool.ts, which
// says why a child process and not a worker thread). Reading 100,000 trucks a page at a time keeps
// little alive, but V8 lets the garbage of those pages pile up to hundreds of MB in a process with
// an uncapped heap; the child's cap makes it collect instead (docs/exports.md "Where a job runs").
// One child per API process, so a job takes one core (the database and the API want the others),
// started with the server (serve.ts) and kept; its jobs run one after another.
import { resolve } from 'node:path';
import { childEnv, heapFlags, OneChild } from '../child-process.ts';
import type { StorageSettings } from '../../adapters/storage-settings.ts';
import type { ExportChildAnswer, ExportChildTask } from './child-task.ts';

export interface ExportChildLimits {
  /** The child's V8 heap (--max-old-space-size / --max-semi-space-size). */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  /** How far the old generation grows past what the last full collection kept before the next (--heap-growing-percent). */
  heapGrowingPercent: number;
}

/**
 * Measured on a 100,000-row incoming-trucks export (docs/exports.md "Where a job runs"): about 27 MB
 * stay alive between pages. Under a cap this low V8 grows the old generation by only 1.3 times what
 * a full collection kept, and ran one every 4 pages (51 instead of 9 uncapped, about three times the
 * collection time); letting it grow threefold (12, as costly as uncapped) still stays far under the
 * cap, and the child's resident memory peaked at ~190 MB (~125 MB of it at rest: node, tsx, the modules).
 */
export const EXPORT_CHILD_LIMITS: ExportChildLimits = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16, heapGrowingPercent: 200 };

/** The child ended in the middle of a job (its heap cap passed, or a signal): not this pool's closing. */
export class ExportChildDied extends Error {}

export class ExportChildPool extends OneChild {
  constructor(
    readonly limits: ExportChildLimits = EXPORT_CHILD_LIMITS,
    /** The child's entry (tests: one that dies). */
    private readonly entry: URL = new URL('./child.mjs', import.meta.url),
  ) {
    super();
  }

  /** Runs one export job in the child. Throws ExportChildDied when the child ends without an answer. */
  async run(exportId: number, databaseUrl: string, files: StorageSettings): Promise<ExportChildAnswer> {
    // The child's working folder is the API process's, but its data folder is given whole.
    const task: ExportChildTask = { exportId, databaseUrl, files: 'dataDir' in files ? { dataDir: resolve(files.dataDir) } : files };
    const pool = this.child();
    try {
      return (await pool.run(task)) as ExportChildAnswer;
    } catch (e) {
      // An error the task threw comes back as one; the child's exit as tinypool's own, unless this pool was closed meanwhile.
      if ((e as Error)?.message === 'Worker exited unexpectedly' && this.pool === pool) throw new ExportChildDied(`export ${exportId}: the export child ended`, { cause: e });
      throw e;
    }
  }

  protected options() {
    const { maxOldGenerationSizeMb, maxYoungGenerationSizeMb, heapGrowingPercent } = this.limits;
    return {
      filename: this.entry.href,
      // Kept (minThreads 1): at rest it holds its ~125 MB, which a start at each export would add to
      // that export's growth, and its second of start to its time (warm()).
      serialization: 'advanced' as const,
      execArgv: [...heapFlags(maxOldGenerationSizeMb, maxYoungGenerationSizeMb), `--heap-growing-percent=${heapGrowingPercent}`],
      // libpq's settings (PGPASSWORD, PGSSLMODE…) reach the database as the API process does, and
      // the AWS SDK's (its default credentials: AWS_PROFILE, AWS_ROLE_ARN…) the S3 bucket.
      env: childEnv((key) => key.startsWith('PG') || key.startsWith('AWS_')),
    };
  }
}

/** The API process's export child. */
export const exportChild = new ExportChildPool();
