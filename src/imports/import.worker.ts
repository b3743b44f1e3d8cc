// The import worker: a thin wrapper around parseImportFile, so a 10k-row sheet never blocks the page.
/// <reference lib="webworker" />
import { parseImportFile } from './parse.ts';
import { ImportFileError, type WorkerReply, type WorkerRequest } from './types.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerReply) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { bytes, fileName, kind } = event.data;
  try {
    const result = parseImportFile(new Uint8Array(bytes), fileName, kind, (progress) => reply({ type: 'progress', progress }));
    reply({ type: 'done', result });
  } catch (e) {
    reply({ type: 'error', problem: e instanceof ImportFileError ? e.problem : { key: 'imports.errors.unreadable' } });
  }
};
