// Simple SVG logos for the demo organisations, written into the uploads storage at logos/<slug>.svg.
import type { Storage } from '../adapters/storage.ts';

/** Writes the logo and answers its stored path at once (the seed's rows name it); `written` settles when it is stored. */
export function writeLogo(uploads: Storage, slug: string, initials: string, color: string, written: Promise<void>[]): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="60" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  const path = `logos/${slug}.svg`;
  const stored = uploads.put(path, Buffer.from(svg));
  // Awaited by the seed after its rows; a failed seed's transaction must not leave it unheard.
  stored.catch(() => {});
  written.push(stored);
  return path;
}
