// Three test projects: pure unit tests (node), component tests (jsdom), server tests (node; each
// file opens its own database: a PGlite clone in memory, or the worker's own PostgreSQL database,
// tests/server/harness.ts).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest's default is one worker less than the cores: a single worker on a 2-core machine, where
// the main process is mostly idle while the worker runs. Two workers keep both cores busy.
const workers = Math.max(2, availableParallelism() - 1);

// One react-router, as in the built app: react-admin reaches it through react-router-dom, which
// Node 20 loads as CommonJS, while src/'s `react-router` resolved to its ES build, a second copy
// with its own contexts (react-admin's routes were invisible to src's useParams / useNavigate, and
// an area inside the app's router fell back to a router of its own). src/ gets Node's copy too.
const reactRouter = createRequire(import.meta.url).resolve('react-router');

/** The server files' settings shared by both server projects. */
const serverFiles = {
  include: ['tests/server/**/*.test.ts'],
  // start.test.ts starts `npm start`'s server with its own embedded PostgreSQL, whatever TEST_DB
  // says: the same test on both engines, and 2-3 min at a time on a loaded machine. It runs in the
  // PGlite step (the default engine) only (docs/testing.md). export-child.test.ts needs PostgreSQL
  // (the export child reaches the database by its URL, which PGlite has not): the PostgreSQL step only,
  // as topology.test.ts (two API nodes on one database server).
  exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? ['tests/server/start.test.ts'] : ['tests/server/export-child.test.ts', 'tests/server/topology.test.ts'])],
  environment: 'node' as const,
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** Server files that vi.mock a server module (tests/unit/structure/process-state.test.ts checks the list). */
export const MOCKING_FILES = ['tests/server/sign-in-security.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: ['tests/i18n-setup.ts'] } },
      {
        resolve: { alias: [{ find: /^react-router$/, replacement: reactRouter }] },
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/i18n-setup.ts', 'tests/client/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...serverFiles,
          name: 'server',
          // One module graph per worker, not per file: the server's modules load once (the PGlite
          // step 366 -> 248 s on a quiet machine, docs/testing.md). What a module keeps between
          // requests is forgotten before each file (tests/server/process-state.ts).
          isolate: false,
          setupFiles: ['tests/server/process-state.ts'],
          exclude: [...serverFiles.exclude, ...MOCKING_FILES],
        },
      },
      {
        // The files that mock a server module: a mock applies only to a module graph of its own.
        test: { ...serverFiles, name: 'server-mocking', include: MOCKING_FILES },
      },
    ],
  },
});
