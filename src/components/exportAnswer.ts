// What an export call answers (docs/exports.md): the spreadsheet when it was ready in time, or
// (202) the export's record and a message when it goes on in the background and will be in
// Export files. Answers the message to show in that case, or null once the file was handed over.
import { saveFile } from './saveFile.ts';

export async function saveOrQueued(answer: Blob, name: string): Promise<string | null> {
  if (!answer.type.includes('json')) {
    saveFile(answer, name);
    return null;
  }
  const { message } = JSON.parse(await answer.text()) as { message: string };
  return message;
}
