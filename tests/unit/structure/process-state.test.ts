// The server files share one module graph per worker (vitest.config.ts, isolate off), so what a
// server module keeps at module level lives from one file to the next. Each such module is either
// forgotten before every server file (tests/server/process-state.ts) or named here as harmless; and
// a file that mocks a module runs apart, in the `server-mocking` project.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES } from '../../../vitest.config.ts';

const ROOT = join(import.meta.dirname, '../../..');

/** Forgotten before each server file, by tests/server/process-state.ts. */
const FORGOTTEN = ['server/lib/geofences/cache.ts', 'server/lib/tracking/ingest.ts', 'server/lib/weighbridge/keys.ts'];

/** Module-level state that no test can see across files, and why. */
const HARMLESS: Record<string, string> = {
  'server/config.ts': 'a constant set of address range names',
  'server/lib/ops/paths.ts': 'a constant set of paths',
  'server/lib/db-errors.ts': 'a constant map of unique indexes',
  'server/lib/list.ts': 'a counter that numbers list definitions',
  'server/adapters/firebase.ts': 'a counter that names Firebase apps apart',
  'server/lib/ops/cluster-metrics.ts': 'the cluster worker side of /metrics, set up only in a cluster worker',
  'server/lib/exports/child-task.ts': "the export child's open databases, loaded only in that child process, never by a server file",
};

/** A top-level `let`, or a top-level const holding a new Map, Set or LRUCache (WeakMaps die with their keys). */
const STATE = /^(?:export )?(?:let \w+|const \w+(?::[^=]+)? = new (?:Map|Set|LRUCache)\b)/m;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sources(path);
    return name.endsWith('.ts') ? [relative(ROOT, path)] : [];
  });
}

describe('module-level state of the server', () => {
  it('is forgotten before each server file, or named as harmless', () => {
    const stateful = sources(join(ROOT, 'server')).filter((file) => STATE.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(stateful.sort()).toEqual([...FORGOTTEN, ...Object.keys(HARMLESS)].sort());
  });

  it('a server file that mocks a module runs in the project with a module graph per file', () => {
    const dir = join(ROOT, 'tests/server');
    const mocking = readdirSync(dir).filter((name) => name.endsWith('.test.ts') && /\bvi\.(?:do)?mock\(/.test(readFileSync(join(dir, name), 'utf8')));
    expect(mocking.map((name) => `tests/server/${name}`).sort()).toEqual([...MOCKING_FILES].sort());
  });

  it('the setup file forgets each module it should', () => {
    const setup = readFileSync(join(ROOT, 'tests/server/process-state.ts'), 'utf8');
    for (const file of FORGOTTEN) expect(setup).toContain(`'../../${file}'`);
  });
});
