// Before the server files start (two at a time): the seeded starting point is built once here, so
// that the two workers do not both migrate and seed it at the start of a clean run. On PGlite the
// snapshot tarball, on PostgreSQL the template database each file's database is copied from.
import { engineUnderTest, ensurePgliteSnapshot, ensurePostgresTemplate } from './harness.ts';

export default async function setup() {
  if (engineUnderTest() !== 'pglite') return ensurePostgresTemplate();
  const built = await ensurePgliteSnapshot();
  await built.opened?.close();
  if (built.dataDir) (await import('node:fs')).rmSync(built.dataDir, { recursive: true, force: true });
}
