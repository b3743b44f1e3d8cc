// jsdom has no window.matchMedia, so MUI's useMediaQuery never matches and every screen renders as
// on a desktop. `atWidth(360)` answers the width queries as a 360 px wide phone would (any other
// query, and react-admin's "not all", does not match); `vi.unstubAllGlobals()` ends it.
import { vi } from 'vitest';

const WIDTH = /\((max|min)-width:\s*([\d.]+)px\)/g;

const matchesAt = (width: number, query: string) => {
  const bounds = [...query.matchAll(WIDTH)];
  return bounds.length > 0 && !/not all/.test(query) && bounds.every(([, side, px]) => (side === 'max' ? width <= Number(px) : width >= Number(px)));
};

export function atWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesAt(width, query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
