// Uploaded files are trusted by their bytes, never by their name or declared type.
import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';
import { IMAGE_FILE, formatBytes, type FileRule } from '../../contract/fields.ts';
import { messageRef } from '../../contract/messages.ts';
import { invalid } from './errors.ts';
import type { Storage } from '../adapters/storage.ts';

export type UploadKind = FileRule['accept'][number];

const SIGNATURES: { ext: string; kind: UploadKind; type: string; test: (b: Uint8Array) => boolean }[] = [
  { ext: 'png', kind: 'image', type: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { ext: 'jpg', kind: 'image', type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', kind: 'image', type: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    ext: 'webp',
    kind: 'image',
    type: 'image/webp',
    test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
  },
  // A PDF starts with %PDF and ends with its trailer's %%EOF, which readers look for in the last
  // 1,024 bytes: a file cut short, or anything else that only starts like a PDF, is refused.
  // (Images are known by their first bytes only: no maintained decoder is installed to read their
  // headers; docs/security.md "Files".)
  { ext: 'pdf', kind: 'document', type: 'application/pdf', test: (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46 && endsWithPdfTrailer(b) },
];

const PDF_TRAILER = Buffer.from('%%EOF');
const endsWithPdfTrailer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).subarray(Math.max(0, b.byteLength - 1024)).includes(PDF_TRAILER);

/** The media type of a stored file by the extension its bytes gave it. */
export const mediaTypeOf = (ext: string): string => SIGNATURES.find((s) => s.ext === ext)?.type ?? 'application/octet-stream';

/**
 * A stored document (a change's supporting file, a ticket scan) sent as a download named `name`
 * (without extension): its media type from the extension its bytes gave it, never sniffed by the
 * browser, never cached.
 */
export function sendDocument(reply: FastifyReply, path: string, bytes: Uint8Array, name: string) {
  const ext = extname(path).slice(1);
  return asDownload(reply, mediaTypeOf(ext), `${name}.${ext}`).send(Buffer.from(bytes));
}

/** The headers of every document download: a file name of safe characters only, never sniffed, never cached. */
export function asDownload(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}

/** The extension the bytes really are, or null. */
export function sniff(bytes: Uint8Array, accept: readonly UploadKind[]): string | null {
  const hit = SIGNATURES.find((s) => accept.includes(s.kind) && s.test(bytes));
  return hit?.ext ?? null;
}

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;

/**
 * Stores an uploaded field when it holds a new file; answers undefined when the field is absent
 * or not a file (the client sends a file only when one was chosen). Wrong type or size: 422.
 * The rule is the field's contract rule (the multipart reader already cut the file at its size).
 */
export async function storeUpload(storage: Storage, field: string, value: unknown, folder: string, rule: FileRule = IMAGE_FILE): Promise<string | undefined> {
  if (!isFile(value)) return undefined;
  if (value.size > rule.maxBytes) throw invalid({ [field]: [messageRef('validation.fileTooLarge', { max: formatBytes(rule.maxBytes) })] });
  const bytes = new Uint8Array(await value.arrayBuffer());
  const ext = sniff(bytes, rule.accept);
  if (!ext) throw invalid({ [field]: ['validation.fileType'] });
  return storage.save(folder, ext, bytes);
}
