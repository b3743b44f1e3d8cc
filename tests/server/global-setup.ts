// Before the server files start (two at a time): on PGlite, the seeded snapshot is built once here,
// so that the two workers do not both migrate and seed it at the start of a clean run.
import { engineUnderTest, ensurePgliteSnapshot } from './harness.ts';

export default async function setup() {
  if (engineUnderTest() !== 'pglite') return;
  const built = await ensurePgliteSnapshot();
  await built.opened?.close();
  if (built.dataDir) (await import('node:fs')).rmSync(built.dataDir, { recursive: true, force: true });
}
