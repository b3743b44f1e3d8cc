// The files a screen hands to the browser (src/components/saveFile.ts), caught by their names: each
// test stubs the object URL and the download link's click, and starts with none saved.
import { afterEach, beforeEach, vi } from 'vitest';

export function savedFiles(): string[] {
  const saved: string[] = [];
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    saved.length = 0;
  });
  return saved;
}
