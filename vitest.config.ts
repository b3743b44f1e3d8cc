// Three test projects: pure unit tests (node), component tests (jsdom), server tests (node; each
// file opens its own database: a PGlite clone in memory, or the worker's own PostgreSQL database,
// tests/server/harness.ts).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker less than the cores: a single worker on a 2-core machine, where
// the main process is mostly idle while the worker runs. Two workers keep both cores busy.
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: ['tests/i18n-setup.ts'] } },
      {
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
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
