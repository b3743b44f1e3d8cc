// A missing chunk after a deploy blanks the page: reload once, but at most once a minute so a
// truly broken deploy does not loop. The timestamp survives the reload in sessionStorage.
import { reportNetworkError } from '../api/http.ts';

const KEY = 'lsi.chunkReloadAt';
const MIN_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = String((error as Error | undefined)?.message ?? error ?? '');
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically|Unable to preload CSS/i.test(message);
}

/** The browser knows it has no network: a reload would only show its offline page. */
const offline = () => globalThis.navigator?.onLine === false;

/** Reloads the page unless a reload happened in the last minute or the browser is offline.
 *  Answers whether it reloaded. */
export function reloadForChunkError(now = Date.now(), storage: Storage | undefined = globalThis.sessionStorage, reload = () => globalThis.location.reload()): boolean {
  if (offline()) return false;
  const last = Number(storage?.getItem(KEY) ?? 0);
  if (last && now - last < MIN_INTERVAL_MS) return false;
  storage?.setItem(KEY, String(now));
  reload();
  return true;
}

/**
 * A chunk that fails while the browser is offline is an outage, not a deploy: it is reported like
 * any failed request (the network overlay shows) and fetched again once the browser is back
 * online, so the page and what was typed into it stay. Any other failure is thrown as before.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, onOffline: () => void = reportNetworkError, target: Window | undefined = globalThis.window): () => Promise<T> {
  return () =>
    load().catch(async (error: unknown) => {
      if (!offline() || !isChunkLoadError(error) || !target) throw error;
      onOffline();
      await new Promise((resolve) => target.addEventListener('online', resolve, { once: true }));
      return load();
    });
}

/** Vite fires vite:preloadError when a lazy chunk's preload fails. */
export function installPreloadErrorHandler(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
