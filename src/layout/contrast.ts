// Colour contrast (WCAG 2.x): brand colours are kept as their hue, darkened only as far as needed
// for text and control labels to reach 4.5:1 on white. Small and dependency-free: the first page
// uses it too.
const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

function rgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (parts: number[]) => `#${parts.map((p) => Math.round(p).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** The colour itself when it reads well on `background`, otherwise the lightest darker shade that does. */
export function readableShade(hex: string, background = '#FFFFFF', min = 4.5): string {
  const base = rgb(hex);
  for (let k = 0; k <= 1; k += 0.02) {
    const shade = toHex(base.map((c) => c * (1 - k)));
    if (contrastRatio(shade, background) >= min) return k === 0 ? hex : shade;
  }
  return '#000000';
}
