// The export child's entry (tinypool loads it in a child process: child-pool.ts). The child starts
// with its own flags, not the loader a test runner or `node --import tsx` gave the API process, so
// TypeScript is registered here (tsx), then the task is loaded.
import { register } from 'tsx/esm/api';

// The API process is gone (killed, not closed): its jobs are taken up again elsewhere once they
// expire (queue.ts), so this child stops rather than holding database connections as an orphan.
process.on('disconnect', () => process.exit(0));

register();
const { default: runExportTask } = await import('./child-task.ts');

export default runExportTask;
