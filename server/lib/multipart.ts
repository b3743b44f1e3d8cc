// Multipart bodies, read part by part with the limits of the call they are sent to:
// - only the file fields the call's body declares (contract fileField) are read; any other file
//   part is refused before a byte of it is kept;
// - each file stops at its own size limit, and is spilled to a temporary file rather than held in
//   memory (the handler reads it when it stores it); temporary files go when the answer is sent;
// - the number of fields, the size of each field and the depth of nested names are capped;
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
import type { z } from 'zod';
import { fileRules, formatBytes, type FileRule } from '../../contract/fields.ts';
import type { CallDef } from '../../contract/lib.ts';
import { HttpError } from './errors.ts';

/** Longest text field in bytes: 4,096 characters of 4-byte UTF-8 (the longest text the contract allows). */
const MAX_FIELD_BYTES = 16 * 1024;
/** Text fields in one request (a driver with 20 licences needs about 50). */
const MAX_FIELDS = 300;
/** How deep a field name may nest ("a[b][c]" is 2). */
const MAX_DEPTH = 4;
/** Indexes above this are not read as list positions (the contract's longest list is 1,000). */
const MAX_LIST_INDEX = 1000;

export interface MultipartLimits {
  /** Declared file fields and their rules. */
  files: Record<string, FileRule>;
  /** Upper bound of a whole request: every declared file at its limit plus the text fields. */
  maxBytes: number;
}

/** The file fields a call's body declares (its top-level object shape). */
export function multipartLimitsOf(def: Pick<CallDef, 'body'>): MultipartLimits {
  const shape = (def.body as z.ZodObject | undefined)?.shape ?? {};
  const files: Record<string, FileRule> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const rule = fileRules.get(schema as z.ZodType);
    if (rule) files[name] = rule;
  }
  const fileBytes = Object.values(files).reduce((n, r) => n + r.maxBytes, 0);
  return { files, maxBytes: fileBytes + MAX_FIELDS * 1024 + 64 * 1024 };
}

const tooLarge = (field: string, max: number) => new HttpError(413, 'server.fileTooLarge', { field, max: formatBytes(max) });

/** Counts the bytes of a file part and fails the copy once it passes the field's limit. */
function byteLimit(field: string, max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? tooLarge(field, max) : null, chunk);
    },
  });
}

const spills = new WeakMap<FastifyRequest, string>();

/** Removes the request's spilled files (onResponse and on errors). */
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
    return new HttpError(413, 'server.tooManyParts', { max: MAX_FIELDS + Object.keys(limits.files).length });
  }
  if (code === 'FST_PROTO_VIOLATION') return new HttpError(400, 'server.invalidInput');
  if ((e as BusboyLimitError)?.statusCode && (e as BusboyLimitError).statusCode! < 500) return new HttpError(400, 'server.invalidInput');
  return e;
}

/** The request's multipart body as nested values (files as File objects), within the call's limits. */
export async function readMultipartBody(req: FastifyRequest, limits: MultipartLimits): Promise<Record<string, unknown>> {
  // Refused before a byte is read when the request says it is too large. With one file field, the
  // file is what is too large: say so, with its limit.
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    const files = Object.entries(limits.files);
    throw files.length === 1 ? tooLarge(files[0]![0], files[0]![1].maxBytes) : new HttpError(413, 'server.bodyTooLarge', { max: formatBytes(limits.maxBytes) });
  }

  const flat: Record<string, unknown> = Object.create(null);
  const add = (name: string, value: unknown) => {
    const had = flat[name];
    flat[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  };
  const largestFile = Math.max(0, ...Object.values(limits.files).map((r) => r.maxBytes));
  try {
    const parts = req.parts({
      limits: {
        fieldNameSize: 200,
        fieldSize: MAX_FIELD_BYTES,
        fields: MAX_FIELDS,
        // One more than declared, so that an undeclared file is seen by name and refused as such.
        files: Object.keys(limits.files).length + 1,
        parts: MAX_FIELDS + Object.keys(limits.files).length + 1,
        // Each file is cut at its own limit below; this only bounds the largest.
        fileSize: largestFile + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, 'server.bodyTooLarge', { max: formatBytes(MAX_FIELD_BYTES) });
        add(part.fieldname, part.value);
        continue;
      }
      const rule = limits.files[part.fieldname];
      // Refused before any of its bytes is kept; the rest of the request is discarded unread.
      if (!rule) throw new HttpError(400, 'server.unexpectedFile', { field: part.fieldname });
      if (flat[part.fieldname] !== undefined) throw new HttpError(400, 'server.invalidInput');
      const path = join(await spillDir(req), `${Object.keys(flat).length}-${part.fieldname.replace(/\W/g, '_')}`);
      await pipeline(part.file, byteLimit(part.fieldname, rule.maxBytes), createWriteStream(path));
      if (part.file.truncated) throw tooLarge(part.fieldname, rule.maxBytes);
      add(part.fieldname, new File([await openAsBlob(path)], part.filename, { type: part.mimetype }));
    }
  } catch (e) {
    await removeSpilledFiles(req);
    throw asHttpError(e, limits);
  }
  return nestFields(flat, MAX_FIELDS + Object.keys(limits.files).length);
}

/** Flat multipart names -> nested values, by `qs`: no prototype keys, no prototypes, bounded depth and lists. */
export function nestFields(flat: Record<string, unknown>, parameterLimit = MAX_FIELDS): Record<string, unknown> {
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
