// GET /v1/files/* through the uploads storage, when it is not a folder of this node that the
// static plugin serves (app.ts): an S3 bucket, which every API node reaches, or memory (tests).
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { safePath, type Storage } from '../adapters/storage.ts';
import { notFound } from '../lib/errors.ts';
import { FILES_PREFIX, isPublicFile, PUBLIC_FILE_HEADERS } from '../lib/files.ts';
import { mediaTypeOf } from '../lib/uploads.ts';

/** The demo's logos are SVG; uploaded files are the types their bytes gave them (lib/uploads.ts). */
const typeOf = (path: string) => {
  const ext = extname(path).slice(1);
  return ext === 'svg' ? 'image/svg+xml' : mediaTypeOf(ext);
};

/** The stored path of a request's file when it is a public one ("logos/ab12.svg"), else null. */
function publicPathOf(wildcard: string): string | null {
  try {
    const path = safePath(wildcard);
    return isPublicFile(`/${path}`) ? path : null;
  } catch {
    return null;
  }
}

export function publicFileRoutes(app: FastifyInstance, uploads: Storage): void {
  app.get(`${FILES_PREFIX}*`, { schema: { hide: true } }, async (req, reply) => {
    const path = publicPathOf((req.params as { '*': string })['*']);
    const opened = path && (await uploads.open(path));
    if (!path || !opened) throw notFound();
    return reply.headers(PUBLIC_FILE_HEADERS).header('content-type', typeOf(path)).header('content-length', opened.size).send(opened.stream);
  });
}
