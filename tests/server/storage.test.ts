// The Storage contract (server/adapters/storage.ts), one suite for each implementation: the data
// folder's, memory's, and an S3 bucket's (s3-storage.ts, against an S3-compatible server in this
// process: fake-s3.ts). What one does, the others do, so files behave alike whatever STORAGE says.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../server/adapters/s3-storage.ts';
import { folderStorage, memoryStorage, type Storage, type StorageArea } from '../../server/adapters/storage.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';

let dir: string;
let s3: FakeS3;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lsi-storage-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await s3?.close();
});

/** Each implementation, made for an area (memory has no areas: each call is a store of its own). */
const IMPLEMENTATIONS: [string, (area: StorageArea) => Storage][] = [
  ['folder', (area) => folderStorage(dir, area)],
  ['memory', () => memoryStorage()],
  ['s3', (area) => s3Storage(s3.options, area)],
];

const bytesOf = (s: string) => new Uint8Array(Buffer.from(s));
const textOf = (b: Uint8Array | null) => (b ? Buffer.from(b).toString() : null);

/** A local file as an export leaves it, to be moved into the storage. */
function localFile(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'lsi-storage-local-')), 'file.bin');
  writeFileSync(path, content);
  return path;
}

describe.each(IMPLEMENTATIONS)('%s storage', (_name, make) => {
  it('saves bytes under a new name in the folder, reads and opens them, lists and removes them', async () => {
    const storage = make('uploads');
    const path = await storage.save('logos', 'png', bytesOf('a logo'));
    expect(path).toMatch(/^logos\/[0-9a-f]{24}\.png$/);
    expect(textOf(await storage.read(path))).toBe('a logo');
    const opened = await storage.open(path);
    expect(opened?.size).toBe(6);
    expect(await text(opened!.stream)).toBe('a logo');
    expect(await storage.list()).toContain(path);
    await storage.remove(path);
    expect(await storage.read(path)).toBeNull();
    expect(await storage.list()).not.toContain(path);
  });

  it('answers null for a file that is not there, and removes one that is not there without a fuss', async () => {
    const storage = make('documents');
    expect(await storage.read('exports/none.xlsx')).toBeNull();
    expect(await storage.open('exports/none.xlsx')).toBeNull();
    await expect(storage.remove('exports/none.xlsx')).resolves.toBeUndefined();
  });

  it('moves a finished local file into a folder (saveFile) and one to a given path (place): the local file goes', async () => {
    const storage = make('documents');
    const local = localFile('x'.repeat(100_000));
    const path = await storage.saveFile('exports', 'xlsx', local);
    expect(path).toMatch(/^exports\/[0-9a-f]{24}\.xlsx$/);
    expect(existsSync(local)).toBe(false);
    expect((await storage.open(path))?.size).toBe(100_000);
    const placed = localFile('restored');
    await storage.place('shipment-changes/restored.pdf', placed);
    expect(existsSync(placed)).toBe(false);
    expect(textOf(await storage.read('shipment-changes/restored.pdf'))).toBe('restored');
  });

  it('writes at a given path (put), the same path however it is spelled, and lists every path sorted', async () => {
    const storage = make('uploads');
    await storage.put('logos/b.svg', bytesOf('b'));
    await storage.put('logos/./a.svg', bytesOf('a'));
    expect(textOf(await storage.read('logos/x/../a.svg'))).toBe('a');
    const listed = await storage.list();
    expect(listed.filter((p) => /^logos\/[ab]\.svg$/.test(p))).toEqual(['logos/a.svg', 'logos/b.svg']);
  });

  it('refuses a path that leaves its area, whatever the call', async () => {
    const storage = make('uploads');
    for (const path of ['../documents/x.pdf', 'logos/../../x', '/etc/passwd', '', '.']) {
      await expect(storage.read(path), path).rejects.toThrow('path outside the storage area');
      await expect(storage.open(path), path).rejects.toThrow('path outside the storage area');
      await expect(storage.remove(path), path).rejects.toThrow('path outside the storage area');
      await expect(storage.put(path, bytesOf('no')), path).rejects.toThrow('path outside the storage area');
    }
    await expect(storage.save('../documents', 'png', bytesOf('no'))).rejects.toThrow('path outside the storage area');
  });
});

describe.each(IMPLEMENTATIONS.filter(([name]) => name !== 'memory'))('%s storage areas', (_name, make) => {
  it('keeps uploads and documents apart: a path of one is not a file of the other', async () => {
    const path = await make('documents').save('weighbridge-tickets', 'pdf', bytesOf('a scan'));
    expect(await make('uploads').read(path)).toBeNull();
    expect(await make('uploads').list()).not.toContain(path);
  });
});

describe('s3 storage keys', () => {
  it('are <prefix><area>/<path> in the bucket', async () => {
    const path = await s3Storage(s3.options, 'documents').save('exports', 'xlsx', bytesOf('sheet'));
    expect(await s3.keys()).toContain(`node/documents/${path}`);
  });
});
