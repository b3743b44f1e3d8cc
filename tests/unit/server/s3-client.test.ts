// A process's storage areas (uploads, documents) share one S3 client: one connection pool and one
// credential chain per settings.
import { describe, expect, it } from 'vitest';
import { sharedS3Client, type S3Options } from '../../../server/adapters/s3-storage.ts';

describe('sharedS3Client', () => {
  it('is one client per settings object', () => {
    const settings: S3Options = { bucket: 'lsi-files', region: 'ap-southeast-3', endpoint: 'http://127.0.0.1:9', forcePathStyle: true };
    expect(sharedS3Client(settings)).toBe(sharedS3Client(settings));
    expect(sharedS3Client({ ...settings })).not.toBe(sharedS3Client(settings));
  });
});
