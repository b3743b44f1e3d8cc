import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '../../../src/layout/contrast.ts';

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
