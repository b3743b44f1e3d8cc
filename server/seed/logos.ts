// Simple SVG logos for the demo organisations, written under DATA_DIR/uploads/logos.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeLogo(dataDir: string, slug: string, initials: string, color: string): string {
  const dir = join(dataDir, 'uploads', 'logos');
  mkdirSync(dir, { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="60" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  writeFileSync(join(dir, `${slug}.svg`), svg);
  return `logos/${slug}.svg`;
}
