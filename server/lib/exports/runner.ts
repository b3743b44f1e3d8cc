// Where the queue's jobs run (docs/exports.md "Where a job runs"): in the export child
// (child-pool.ts) when it can reach what the job writes, the database by its URL and the documents
// in the data folder or the S3 bucket; otherwise in this process (PGlite lives in this process,
// memory storage too).
import type { StorageSettings } from '../../adapters/storage-settings.ts';
import { exportChild, ExportChildDied, type ExportChildPool } from './child-pool.ts';
import { failExport, runExport, type ExportServices } from './run.ts';

/** What the export child needs to run a job of this process: where its database and documents are. */
export interface ExportChildReach {
  databaseUrl: string;
  files: StorageSettings;
}

/** Where the export child reaches a job's database and documents: null when it cannot (PGlite, files kept in memory), or when the services' clock is given (the tests': a function of this process). */
export function childReachOf(databaseUrl: string | undefined, files: StorageSettings | undefined, clockGiven: boolean): ExportChildReach | null {
  return databaseUrl && files && !clockGiven ? { databaseUrl, files } : null;
}

/** How the queue runs a job, and readies what runs them (the export child, started with the server). */
export interface ExportRunner {
  run(exportId: number): Promise<void>;
  warm(): void;
}

/** The queue's runner: `reach` given, jobs run in `child`; otherwise here, over `s`. */
export function exportRunner(s: ExportServices, reach: ExportChildReach | null, warn: (e: unknown) => void, child: ExportChildPool = exportChild): ExportRunner {
  if (!reach) return { run: (id) => runExport(s, id, warn), warm: () => {} };
  return {
    warm: () => child.warm(),
    run: async (id) => {
      try {
        const { warnings } = await child.run(id, reach.databaseUrl, reach.files);
        warnings.forEach(warn);
      } catch (e) {
        if (!(e instanceof ExportChildDied)) throw e;
        // Most likely its heap cap, which a run again would pass again: the export fails at once
        // rather than after EXPORT_MAX_ATTEMPTS runs. (A stopped API process's job is taken up again: queue.ts.)
        warn(e);
        await failExport(s, id, 'server.exportFailed');
      }
    },
  };
}
