import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, isSilent, toastDuration } from '../../../src/layout/notificationPolicy.ts';
import { isChunkLoadError, loadWhenOnline, reloadForChunkError } from '../../../src/components/chunkReload.ts';

describe('toast policy', () => {
  it('keeps Unauthorized and Network Error silent', () => {
    expect(isSilent({ message: 'Unauthorized', type: 'error' })).toBe(true);
    expect(isSilent({ message: 'ra.notification.http_error', type: 'error', notificationOptions: { messageArgs: { _: 'Network Error' } } })).toBe(true);
    expect(isSilent({ message: 'Not found.', type: 'error' })).toBe(false);
  });
  it('shows success 7 s and errors 14 s unless the caller chose', () => {
    expect(toastDuration({ message: 'x', type: 'success' })).toBe(SUCCESS_TOAST_MS);
    expect(toastDuration({ message: 'x', type: 'error' })).toBe(ERROR_TOAST_MS);
    expect(toastDuration({ message: 'x', type: 'error', notificationOptions: { autoHideDuration: null } })).toBe(null);
  });
});

describe('chunk reload', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } as Storage;
  };
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/vendor-x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
  it('reloads at most once a minute', () => {
    const storage = memory();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadForChunkError(1_030_000, storage, reload)).toBe(false);
    expect(reloadForChunkError(1_061_000, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
  describe('while offline', () => {
    afterEach(() => vi.unstubAllGlobals());
    const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/List-x.js');

    it('does not reload into the browser\'s offline page', () => {
      vi.stubGlobal('navigator', { onLine: false });
      let reloads = 0;
      expect(reloadForChunkError(1_000_000, memory(), () => void reloads++)).toBe(false);
      expect(reloads).toBe(0);
    });
    it('reports the outage and fetches the chunk again once back online', async () => {
      vi.stubGlobal('navigator', { onLine: false });
      const target = new EventTarget() as Window;
      let calls = 0;
      let reported = 0;
      const load = loadWhenOnline(async () => (++calls === 1 ? Promise.reject(chunkError()) : 'code'), () => void reported++, target);
      const result = load();
      await vi.waitFor(() => expect(reported).toBe(1));
      expect(calls).toBe(1);
      target.dispatchEvent(new Event('online'));
      await expect(result).resolves.toBe('code');
      expect(calls).toBe(2);
    });
    it('throws other failures, and chunk failures while online, at once', async () => {
      const target = new EventTarget() as Window;
      vi.stubGlobal('navigator', { onLine: false });
      await expect(loadWhenOnline(() => Promise.reject(new Error('boom')), undefined, target)()).rejects.toThrow('boom');
      vi.stubGlobal('navigator', { onLine: true });
      await expect(loadWhenOnline(() => Promise.reject(chunkError()), undefined, target)()).rejects.toThrow('dynamically imported');
    });
  });
});
