import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import indonesianMessages from '../../../src/i18n/ra-id.ts';
import { en } from '../../../src/i18n/en/index.ts';
import { id } from '../../../src/i18n/id/index.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { t } from '../../../src/i18n/t.ts';
import { translateLite } from '../../../src/i18n/lite.ts';
import { translate } from '../../../contract/messages.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of leaves(v, path)) out.set(p, s);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  it('translates every react-admin key with the same placeholders', () => {
    const english = leaves(englishMessages as Tree);
    const indonesian = leaves(indonesianMessages as Tree);
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(indonesian.get(key)!), key).toEqual(placeholders(text));
      expect(indonesian.get(key)!.split('||||').length, key).toBe(text.split('||||').length);
    }
  });

  it('has the same keys in English and Indonesian', () => {
    expect([...leaves(id as Tree).keys()].sort()).toEqual([...leaves(en as Tree).keys()].sort());
  });
});

describe('i18nProvider', () => {
  it('keeps the locale of the URL and ignores changeLocale', async () => {
    const provider = makeI18nProvider('id');
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('id');
    expect(provider.getLocales?.()).toHaveLength(1);
    expect(provider.translate('ra.action.save')).toBe('Simpan');
    expect(provider.translate('auth.login.submit')).toBe('Masuk');
    expect(makeI18nProvider('en').translate('auth.login.submit')).toBe('Sign in');
  });

  it('falls back to the key when a message is missing', () => {
    expect(makeI18nProvider('en').translate('no.such.key')).toBe('no.such.key');
  });

  it('translates contract messages that carry their values, as the server does', () => {
    expect(makeI18nProvider('en').translate('validation.tooLong?max=191')).toBe('At most 191 characters.');
    expect(makeI18nProvider('id').translate('validation.max?max=99999999.99')).toBe('Maksimal 99999999.99.');
    expect(translateLite('id', 'validation.tooLong?max=64')).toBe('Maksimal 64 karakter.');
    expect(translate('en', 'validation.tooLong?max=64')).toBe(makeI18nProvider('en').translate('validation.tooLong?max=64'));
  });

  it('picks English plural forms by smart_count, on the server as in the client', () => {
    expect(translate('en', 'validation.truckCount?smart_count=1&vehicle=Tangki')).toBe('Give exactly one truck of Tangki.');
    expect(translate('en', 'validation.truckCount?smart_count=3&vehicle=Tangki')).toBe('Give exactly 3 trucks of Tangki.');
    expect(translate('id', 'validation.truckCount?smart_count=1&vehicle=Tangki')).toBe('Berikan tepat 1 truk Tangki.');
    for (const n of [0, 1, 2]) expect(makeI18nProvider('en').translate('server.tracksRemoved', { smart_count: n })).toBe(translate('en', 'server.tracksRemoved', { smart_count: n }));
    expect(translate('en', 'server.tracksRemoved', { smart_count: 1 })).toBe('One truck removed.');
    expect(translate('en', 'server.tracksRemoved', { smart_count: 0 })).toBe('0 trucks removed.');
  });

  it('says one free plate, one vehicle model and one available plate in the singular, in both languages (issue 22)', () => {
    const [en, id] = [makeI18nProvider('en'), makeI18nProvider('id')];
    const counts = { tracks: 1, asked: 1 };
    expect(en.translate('history.detail.vendors.available', { smart_count: 1 })).toBe('1 free plate');
    expect(en.translate('history.detail.vendors.available', { smart_count: 2 })).toBe('2 free plates');
    expect(id.translate('history.detail.vendors.available', { smart_count: 1 })).toBe('1 pelat bebas');
    expect(en.translate('history.detail.counts', { ...counts, smart_count: 1 })).toBe('Trucks: 1 of 1 asked, 1 vehicle model');
    expect(en.translate('history.detail.counts', { ...counts, smart_count: 2 })).toBe('Trucks: 1 of 1 asked, 2 vehicle models');
    expect(id.translate('history.detail.counts', { ...counts, smart_count: 1 })).toBe('Truk: 1 dari 1 diminta, 1 model kendaraan');
    expect(en.translate('dispatch.vehicles.exceed', { smart_count: 1 })).toMatch(/^More than the 1 available plate:/);
    expect(en.translate('dispatch.vehicles.exceed', { smart_count: 2 })).toMatch(/^More than the 2 available plates:/);
    expect(id.translate('dispatch.vehicles.exceed', { smart_count: 1 })).toMatch(/^Melebihi 1 pelat yang tersedia:/);
  });

  it('translates outside React with an explicit locale', () => {
    expect(t('validation.passwordMin', undefined, 'en')).toBe('Min 8 characters.');
    expect(t('validation.passwordMatch', undefined, 'id')).toBe('Kata sandi tidak cocok.');
  });
});
