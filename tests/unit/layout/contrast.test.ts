import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '../../../src/layout/contrast.ts';
import { statusChipColor } from '../../../src/components/StatusChip.tsx';
import { COLORS } from '../../../src/layout/palette.ts';

describe('contrast', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 1);
    expect(contrastRatio('#EF3434', '#FFFFFF')).toBeCloseTo(4.02, 1);
  });

  it('keeps a colour that already reads well and darkens one that does not, as little as needed', () => {
    expect(readableShade('#0B6E4F')).toBe('#0B6E4F');
    const red = readableShade('#EF3434');
    expect(contrastRatio(red, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(red, '#FFFFFF')).toBeLessThan(5);
    expect(contrastRatio(readableShade('#EF3434', '#EBEBEB'), '#EBEBEB')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('status colours (spec 1 §4)', () => {
  it('PROPOSED is orange with text at 4.5:1 or better; COLLABORATE green, BLOCK and REJECTED red', () => {
    const proposed = statusChipColor('PROPOSED');
    const sx = proposed.sx as { bgcolor: string; color: string };
    expect(sx.bgcolor).toBe(COLORS.orange);
    expect(proposed.color).toBeUndefined();
    expect(contrastRatio(sx.color, sx.bgcolor)).toBeGreaterThanOrEqual(4.5);
    // Orange: red well above blue, green between (not the warning yellow).
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(COLORS.orange.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(b);
    expect(g).toBeLessThan(r * 0.7);
    expect(COLORS.orange).not.toBe(COLORS.warning);
    expect(statusChipColor('COLLABORATE').color).toBe('success');
    expect(statusChipColor('BLOCK').color).toBe('error');
    expect(statusChipColor('REJECTED').color).toBe('error');
  });
});
