// The parse child's entry (tinypool loads it in a child process). The child starts with its own
// flags (pool.ts), not the loader a test runner or `node --import tsx` gave the API process, so
// TypeScript is registered here (tsx), then the tasks are loaded.
import { register } from 'tsx/esm/api';

register();
const { default: runParseTask } = await import('./tasks.ts');

export default runParseTask;
