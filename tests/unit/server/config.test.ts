// TRUST_PROXY, LIST_CACHE_MB, MAPBOX_PUBLIC_TOKEN and STORAGE (server/config.ts): which proxies may name the client's address (default: none); the list cache's bound; the token browsers are sent; where the files are.
import { describe, expect, it } from 'vitest';
import { storageSettingsOf } from '../../../server/adapters/storage-settings.ts';
import { readConfig } from '../../../server/config.ts';

const trust = (value?: string) => readConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts nothing by default (also when empty)', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
  });

  it('reads comma-separated addresses, CIDRs and named ranges', () => {
    expect(trust('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    expect(trust(' 127.0.0.1, 192.168.1.0/24 ,fd00::/8,::1,loopback ')).toEqual(['127.0.0.1', '192.168.1.0/24', 'fd00::/8', '::1', 'loopback']);
  });

  it('reads a hop count', () => {
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
  });

  it.each(['true', '*', 'proxy.example.com', '10.0.0.0/33', '10.0.0/8', '::1/129', '10.0.0.1/8/1', ',', 'loopback,nonsense'])('refuses %j at start', (value) => {
    expect(() => trust(value)).toThrow(/Invalid configuration:\n {2}TRUST_PROXY: expected a hop count or comma-separated addresses\/CIDRs/);
  });
});

describe('LIST_CACHE_MB', () => {
  const mb = (value?: string) => readConfig(value === undefined ? {} : { LIST_CACHE_MB: value }).LIST_CACHE_MB;

  it('bounds the list cache at 64 MB per process by default', () => {
    expect(mb()).toBe(64);
    expect(mb('256')).toBe(256);
  });

  it.each(['0', '-1', '1.5', 'lots', '70000'])('refuses %j at start', (value) => {
    expect(() => mb(value)).toThrow(/Invalid configuration:\n {2}LIST_CACHE_MB: /);
  });
});

describe('MAPBOX_PUBLIC_TOKEN', () => {
  const token = (value?: string) => readConfig(value === undefined ? {} : { MAPBOX_PUBLIC_TOKEN: value }).MAPBOX_PUBLIC_TOKEN;

  it('is none by default (the maps use MapLibre) and takes a public token', () => {
    expect(token()).toBeUndefined();
    expect(token('pk.eyJ1IjoibHNpIn0.abc')).toBe('pk.eyJ1IjoibHNpIn0.abc');
  });

  it.each(['sk.eyJ1IjoibHNpIn0.abc', 'tk.abc', 'abc'])('refuses %j at start: it would be sent to browsers', (value) => {
    expect(() => token(value)).toThrow(/Invalid configuration:\n {2}MAPBOX_PUBLIC_TOKEN: a public Mapbox token \(pk\.\*\)/);
  });
});

describe('STORAGE', () => {
  const S3 = { STORAGE: 's3', S3_BUCKET: 'lsi-files', S3_REGION: 'ap-southeast-3' };

  it('keeps the files in the data folder by default', () => {
    expect(storageSettingsOf(readConfig({ DATA_DIR: '/srv/lsi' }))).toEqual({ dataDir: '/srv/lsi' });
  });

  it('reads the S3 settings; without keys the SDK finds its own credentials', () => {
    const settings = storageSettingsOf(readConfig({ ...S3, S3_ENDPOINT: 'http://minio.internal:9000', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'lsi/' }));
    expect(settings).toEqual({ s3: { bucket: 'lsi-files', region: 'ap-southeast-3', endpoint: 'http://minio.internal:9000', forcePathStyle: true, accessKeyId: undefined, secretAccessKey: undefined, prefix: 'lsi/' } });
  });

  it('refuses to start with STORAGE=s3 but no bucket or region, with one key of a pair, or an unknown storage; never quoting a secret', () => {
    expect(() => readConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required with STORAGE=s3\n {2}S3_REGION: required with STORAGE=s3/);
    expect(() => readConfig({ ...S3, S3_SECRET_ACCESS_KEY: 'very-secret-value' })).toThrow(/S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both or neither/);
    expect(() => readConfig({ ...S3, S3_SECRET_ACCESS_KEY: 'very-secret-value' })).not.toThrow(/very-secret-value/);
    expect(() => readConfig({ STORAGE: 'disk' })).toThrow(/STORAGE:/);
    expect(() => readConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE:/);
  });
});

describe('FMS_TOKEN_KEY and FMS_PULL_SECONDS', () => {
  const KEY = Buffer.alloc(32, 7).toString('base64');

  it('pulls every 30 s by default; the demo service needs no key', () => {
    expect(readConfig({}).FMS_PULL_SECONDS).toBe(30);
    expect(readConfig({ FMS_PULL_SECONDS: '0' }).FMS_PULL_SECONDS).toBe(0);
    expect(readConfig({ FMS_BASE_URL: 'https://fms.example', FMS_TOKEN_KEY: KEY }).FMS_TOKEN_KEY).toBe(KEY);
  });

  it('refuses a real FMS without a key, a key that is not 32 bytes of base64, never quoting it', () => {
    expect(() => readConfig({ FMS_BASE_URL: 'https://fms.example' })).toThrow(/FMS_TOKEN_KEY: required with FMS_BASE_URL/);
    for (const bad of ['short', Buffer.alloc(31).toString('base64'), `${KEY}!`]) {
      expect(() => readConfig({ FMS_TOKEN_KEY: bad })).toThrow(/FMS_TOKEN_KEY: 32 bytes in base64/);
      expect(() => readConfig({ FMS_TOKEN_KEY: bad })).not.toThrow(bad);
    }
    expect(() => readConfig({ FMS_PULL_SECONDS: '-1' })).toThrow(/FMS_PULL_SECONDS/);
  });
});
