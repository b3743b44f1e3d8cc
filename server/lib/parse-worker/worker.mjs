// The parse worker's entry (piscina loads it in a worker thread). A worker thread does not inherit a
// loader that vitest set up, so TypeScript is registered here (tsx), then the tasks are loaded; under
// `tsx server/main.ts` or `node --import tsx` registering again is harmless.
import { register } from 'tsx/esm/api';

register();
const { default: runParseTask } = await import('./tasks.ts');

export default runParseTask;
