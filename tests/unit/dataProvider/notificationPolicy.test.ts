import { describe, expect, it } from 'vitest';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, isSilent, toastDuration } from '../../../src/layout/notificationPolicy.ts';
import { isChunkLoadError, reloadForChunkError } from '../../../src/components/chunkReload.ts';

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
});
