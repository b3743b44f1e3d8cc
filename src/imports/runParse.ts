// Parses a chosen file off the main thread when the browser has workers, in-process otherwise
// (jsdom). Either way SheetJS is loaded only now, never with the page.
import { isAllowedFile } from './fileType.ts';
import { ImportFileError, type ImportKind, type ParseProgress, type ParseResult, type WorkerReply } from './types.ts';

type Options = { onProgress?: (p: ParseProgress) => void; signal?: AbortSignal; useWorker?: boolean };

export async function parseFile(file: File, kind: ImportKind, { onProgress = () => {}, signal, useWorker = typeof Worker !== 'undefined' }: Options = {}): Promise<ParseResult> {
  // Checked before reading: an unsupported file costs nothing.
  if (!isAllowedFile(file.name)) throw new ImportFileError({ key: 'validation.fileType' });
  onProgress({ phase: 'reading', ratio: 0 });
  const bytes = await readBytes(file);
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  if (!useWorker) {
    const { parseImportFile } = await import('./parse.ts');
    return parseImportFile(new Uint8Array(bytes), file.name, kind.name, onProgress);
  }
  return inWorker(bytes, file.name, kind.name, onProgress, signal);
}

/** File.arrayBuffer where it exists; FileReader otherwise (older jsdom). */
function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

function inWorker(bytes: ArrayBuffer, fileName: string, kind: string, onProgress: (p: ParseProgress) => void, signal?: AbortSignal): Promise<ParseResult> {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ParseResult>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.progress);
      finish();
      if (message.type === 'done') resolve(message.result);
      else reject(new ImportFileError(message.problem));
    };
    worker.onerror = () => {
      finish();
      reject(new ImportFileError({ key: 'imports.errors.unreadable' }));
    };
    worker.postMessage({ bytes, fileName, kind }, [bytes]);
  });
}
