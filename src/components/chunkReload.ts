// A missing chunk after a deploy blanks the page: reload once, but at most once a minute so a
// truly broken deploy does not loop. The timestamp survives the reload in sessionStorage.
const KEY = 'lsi.chunkReloadAt';
const MIN_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = String((error as Error | undefined)?.message ?? error ?? '');
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically|Unable to preload CSS/i.test(message);
}

/** Reloads the page unless a reload happened in the last minute. Answers whether it reloaded. */
export function reloadForChunkError(now = Date.now(), storage: Storage | undefined = globalThis.sessionStorage, reload = () => globalThis.location.reload()): boolean {
  const last = Number(storage?.getItem(KEY) ?? 0);
  if (last && now - last < MIN_INTERVAL_MS) return false;
  storage?.setItem(KEY, String(now));
  reload();
  return true;
}

/** Vite fires vite:preloadError when a lazy chunk's preload fails. */
export function installPreloadErrorHandler(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
