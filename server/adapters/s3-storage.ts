// The storage areas as prefixes of an S3 bucket (AWS or an S3-compatible store: MinIO, R2, Ceph…),
// through the official AWS SDK, so that every API node serves every file (STORAGE=s3,
// docs/operations.md "File storage"). A file is the object `<prefix><area>/<path>`.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { safePath, withNewNames, type Storage, type StorageArea } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible store's address; absent: AWS's own for the region. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible stores want, not in the host name. */
  forcePathStyle?: boolean;
  /** Both or neither; neither: the SDK's default credential chain (AWS_* variables, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Put before every key ("lsi/"), so one bucket can hold other things too. */
  prefix?: string;
}

export function s3Client(o: S3Options): S3Client {
  return new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle ?? false,
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: the SDK's default (a CRC on every upload, sent as a
    // trailer) is refused by S3-compatible stores that do not know it yet.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * One client per settings (a process's areas share it, and so its connection pool and credentials):
 * the settings object is the process's one (storage-settings.ts), so it is the key.
 */
const clients = new WeakMap<S3Options, S3Client>();
export function sharedS3Client(o: S3Options): S3Client {
  let client = clients.get(o);
  if (!client) clients.set(o, (client = s3Client(o)));
  return client;
}

/** An absent object: GetObject's NoSuchKey, or a bare 404 (a HEAD-like answer without a body). */
const isAbsent = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

export function s3Storage(o: S3Options, area: StorageArea, client: S3Client = sharedS3Client(o)): Storage {
  const Bucket = o.bucket;
  const top = `${o.prefix ?? ''}${area}/`;
  const keyOf = (path: string) => top + safePath(path);
  const get = (path: string) => client.send(new GetObjectCommand({ Bucket, Key: keyOf(path) })).catch((e: unknown) => {
    if (isAbsent(e)) return null;
    throw e;
  });
  return withNewNames({
    async put(path, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(path), Body: bytes, ContentLength: bytes.byteLength }));
    },
    async place(path, localPath) {
      // Streamed in parts (multipart past 5 MB): a large export is never read into memory.
      await new Upload({ client, params: { Bucket, Key: keyOf(path), Body: createReadStream(localPath) } }).done();
      await rm(localPath, { force: true });
    },
    async remove(path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(path) }));
    },
    async read(path) {
      const got = await get(path);
      return got?.Body ? got.Body.transformToByteArray() : null;
    },
    async open(path) {
      const got = await get(path);
      return got?.Body ? { stream: got.Body as Readable, size: got.ContentLength ?? 0 } : null;
    },
    async list() {
      const paths: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: top, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) paths.push(item.Key.slice(top.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return paths.sort();
    },
  });
}
