// What an export call answers (docs/exports.md): the spreadsheet when it was ready in time, or
// (202) the export's record and a message when it goes on in the background and will be in
// Export files. `useExportCall` runs such a call from a button: busy meanwhile, then the file
// saved and `done` told, or the server's message (queued, or why it was refused: the LSP's
// exports at their cap, a bad filter) told.
import { useNotify } from 'react-admin';
import { saveFile } from './saveFile.ts';
import { useFileDownload } from './useFileDownload.ts';

export async function saveOrQueued(answer: Blob, name: string): Promise<string | null> {
  if (!answer.type.includes('json')) {
    saveFile(answer, name);
    return null;
  }
  const { message } = JSON.parse(await answer.text()) as { message: string };
  return message;
}

export function useExportCall() {
  const download = useFileDownload();
  const notify = useNotify();
  /** Calls `ask`, saves its file as `name` and tells `done`, or tells the message it answered. */
  const run = (ask: () => Promise<Blob>, name: string, done: string) =>
    void download.run(async () => {
      const queued = await saveOrQueued(await ask(), name);
      notify(queued ?? done, { type: queued ? 'info' : 'success' });
    }, (e) => e.message);
  return { busy: download.busy, run };
}
