import { describe, expect, it } from 'vitest';
import {
  LOCALE_COOKIE,
  localeFromPath,
  localizedPath,
  rememberLocale,
  rememberedLocale,
  stripLocale,
  switchLocalePath,
} from '../../../src/i18n/locale.ts';

describe('locale paths', () => {
  it('reads the locale from the /id prefix only', () => {
    expect(localeFromPath('/id')).toBe('id');
    expect(localeFromPath('/id/vendor/vehicles')).toBe('id');
    expect(localeFromPath('/identity')).toBe('en');
    expect(localeFromPath('/vendor/id/1')).toBe('en');
    expect(localeFromPath('/')).toBe('en');
  });

  it('strips and adds the prefix', () => {
    expect(stripLocale('/id/login')).toBe('/login');
    expect(stripLocale('/id')).toBe('/');
    expect(stripLocale('/login')).toBe('/login');
    expect(localizedPath('id', '/login')).toBe('/id/login');
    expect(localizedPath('id', '/')).toBe('/id');
    expect(localizedPath('en', '/login')).toBe('/login');
    expect(localizedPath('en', 'login')).toBe('/login');
  });

  it('switches language on the same page, keeping the query', () => {
    expect(switchLocalePath('/vendor/vehicles', '?page=2', 'id')).toBe('/id/vendor/vehicles?page=2');
    expect(switchLocalePath('/id/vendor/vehicles', '?page=2', 'en')).toBe('/vendor/vehicles?page=2');
    expect(switchLocalePath('/id/vendor/vehicles', '', 'id')).toBe('/id/vendor/vehicles');
    expect(switchLocalePath('/', '', 'id')).toBe('/id');
    expect(switchLocalePath('/id', '', 'en')).toBe('/');
  });

  it('keeps the choice in a cookie for 365 days', () => {
    const doc = { cookie: '' };
    rememberLocale('id', doc);
    expect(doc.cookie).toContain(`${LOCALE_COOKIE}=id`);
    expect(doc.cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(rememberedLocale({ cookie: `a=1; ${LOCALE_COOKIE}=id; b=2` })).toBe('id');
    expect(rememberedLocale({ cookie: 'a=1' })).toBeNull();
  });
});
