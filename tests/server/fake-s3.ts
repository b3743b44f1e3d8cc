// An S3-compatible server in the test's process (s3rver, files in a temp folder) with one bucket:
// the S3 storage is tested against real S3 requests of the AWS SDK, on this machine only.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3Options } from '../../server/adapters/s3-storage.ts';

export interface FakeS3 {
  options: S3Options;
  /** Every object's key in the bucket (the first thousand), as S3 lists them. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver's own keys: it checks each request's signature against them. */
const S3RVER_KEY = 'S3RVER';

export async function startFakeS3(bucket = 'lsi-test', prefix = 'node/'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'lsi-fake-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const options: S3Options = { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, prefix };
  const client = s3Client(options);
  return {
    options,
    keys: async () => ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!),
    close: async () => {
      client.destroy();
      // The SDK's clients keep their connections alive: a plain close would wait for them.
      (server as unknown as { httpServer: Server }).httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
