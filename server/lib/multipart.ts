// Multipart bodies, read part by part with the limits of the call they are sent to
// (server/lib/multipart-limits.ts, derived from the call's contract body):
// - only the file fields the call's body declares (contract fileField) are read; any other file
//   part is refused before a byte of it is kept;
// - each file stops at its own size limit, and is spilled to a temporary file rather than held in
//   memory (the handler reads it when it stores it); temporary files go before the answer is sent;
// - the number of fields, the size of each field and the depth of nested names are capped;
// - the whole request is capped: refused before it is read when its declared length cannot be a
//   request within the limits, and counted while it is read (a request without a length too);
// - the flat names ("licenses[0][license_number]", "ids[]") become nested values with `qs`, which
//   refuses prototype keys and builds objects without a prototype.
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import qs from 'qs';
import { formatBytes } from '../../contract/fields.ts';
import { HttpError } from './errors.ts';
import { DEFAULT_FIELDS, PART_OVERHEAD, type MultipartLimits } from './multipart-limits.ts';

/** How deep a field name may nest ("a[b][c]" is 2; a moved truck's stop product is 4). */
const MAX_DEPTH = 4;
/** How far past the largest file the parser's own file limit lies (more than one chunk of a request). */
const PARSER_FILE_MARGIN = 1024 * 1024;
/** Indexes above this are not read as list positions (the contract's longest list is 1,000). */
const MAX_LIST_INDEX = 1000;

const tooLarge = (field: string, max: number) => new HttpError(413, 'server.fileTooLarge', { field, max: formatBytes(max) });
const bodyTooLarge = (limits: MultipartLimits) => new HttpError(413, 'server.bodyTooLarge', { max: formatBytes(limits.maxBytes) });

/**
 * Counts the bytes of a file part and fails the copy once it passes the field's limit, or (told of
 * each chunk by `addToRequest`) once the request passes its own.
 */
function byteLimit(field: string, max: number, addToRequest: (bytes: number) => HttpError | null): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? tooLarge(field, max) : addToRequest(chunk.length), chunk);
    },
  });
}

const spills = new WeakMap<FastifyRequest, string>();

/** Removes the request's spilled files (before the answer is sent, and on errors). */
export async function removeSpilledFiles(req: FastifyRequest): Promise<void> {
  const dir = spills.get(req);
  if (!dir) return;
  spills.delete(req);
  await rm(dir, { recursive: true, force: true });
}

async function spillDir(req: FastifyRequest): Promise<string> {
  let dir = spills.get(req);
  if (!dir) {
    dir = await mkdtemp(join(tmpdir(), 'lsi-upload-'));
    spills.set(req, dir);
  }
  return dir;
}

interface BusboyLimitError {
  code?: string;
  statusCode?: number;
}

function asHttpError(e: unknown, limits: MultipartLimits): unknown {
  if (e instanceof HttpError) return e;
  const code = (e as BusboyLimitError)?.code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new HttpError(413, 'server.tooManyParts', { max: limits.fields + Object.keys(limits.files).length });
  }
  if (code === 'FST_PROTO_VIOLATION') return new HttpError(400, 'server.invalidInput');
  if ((e as BusboyLimitError)?.statusCode && (e as BusboyLimitError).statusCode! < 500) return new HttpError(400, 'server.invalidInput');
  return e;
}

/**
 * Refused before a byte is read: a declared length no request within the limits can have. With one
 * file field it is that file that is too large: say so, with its limit.
 */
function refuseDeclaredLength(req: FastifyRequest, limits: MultipartLimits): void {
  const declared = Number(req.headers['content-length']);
  if (!(Number.isFinite(declared) && declared > limits.provableBytes)) return;
  const files = Object.entries(limits.files);
  throw files.length === 1 ? tooLarge(files[0]![0], files[0]![1].maxBytes) : bodyTooLarge(limits);
}

/** The request's multipart body as nested values (files as File objects), within the call's limits. */
export async function readMultipartBody(req: FastifyRequest, limits: MultipartLimits): Promise<Record<string, unknown>> {
  refuseDeclaredLength(req, limits);

  const flat: Record<string, unknown> = Object.create(null);
  const add = (name: string, value: unknown) => {
    const had = flat[name];
    flat[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  };
  const fileCount = Object.keys(limits.files).length;
  const largestFile = Math.max(0, ...Object.values(limits.files).map((r) => r.maxBytes));
  // The request as read so far, as the limits count it: every part's content and PART_OVERHEAD for
  // its own bytes. Counted as parsed, so that a file over its own limit is named as such first.
  let read = 0;
  const requestOver = () => (read > limits.maxBytes ? bodyTooLarge(limits) : null);
  try {
    const parts = req.parts({
      limits: {
        fieldNameSize: 200,
        fieldSize: limits.fieldBytes,
        fields: limits.fields,
        // One more than declared, so that an undeclared file is seen by name and refused as such.
        files: fileCount + 1,
        parts: limits.fields + fileCount + 1,
        // Each file is cut at its own limit below, which then stops reading the request. The
        // parser's own limit lies beyond any chunk past that: reaching it, the parser would read
        // (and discard) the rest of the file.
        fileSize: largestFile + PARSER_FILE_MARGIN,
      },
    });
    for await (const part of parts) {
      read += PART_OVERHEAD;
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, 'server.bodyTooLarge', { max: formatBytes(limits.fieldBytes) });
        read += Buffer.byteLength(String(part.value));
        const over = requestOver();
        if (over) throw over;
        add(part.fieldname, part.value);
        continue;
      }
      const rule = limits.files[part.fieldname];
      // Refused before any of its bytes is kept; the rest of the request is discarded unread.
      if (!rule) throw new HttpError(400, 'server.unexpectedFile', { field: part.fieldname });
      if (flat[part.fieldname] !== undefined) throw new HttpError(400, 'server.invalidInput');
      const path = join(await spillDir(req), `${Object.keys(flat).length}-${part.fieldname.replace(/\W/g, '_')}`);
      await pipeline(part.file, byteLimit(part.fieldname, rule.maxBytes, (n) => ((read += n), requestOver())), createWriteStream(path));
      if (part.file.truncated) throw tooLarge(part.fieldname, rule.maxBytes);
      add(part.fieldname, new File([await openAsBlob(path)], part.filename, { type: part.mimetype }));
    }
  } catch (e) {
    await removeSpilledFiles(req);
    throw asHttpError(e, limits);
  }
  return nestFields(flat, limits.fields + fileCount);
}

/** Flat multipart names -> nested values, by `qs`: no prototype keys, no prototypes, bounded depth and lists. */
export function nestFields(flat: Record<string, unknown>, parameterLimit = DEFAULT_FIELDS): Record<string, unknown> {
  try {
    return qs.parse(flat as Record<string, string>, {
      allowPrototypes: false,
      plainObjects: true,
      depth: MAX_DEPTH,
      strictDepth: true,
      arrayLimit: MAX_LIST_INDEX,
      parameterLimit,
      allowDots: false,
    }) as Record<string, unknown>;
  } catch {
    throw new HttpError(400, 'server.invalidInput');
  }
}
