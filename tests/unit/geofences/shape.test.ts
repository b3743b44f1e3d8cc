// Typed polygon points: the separators people type, and an Indonesian decimal comma read as a
// decimal, never as a separator.
import { describe, expect, it } from 'vitest';
import { readPoints, writePoints } from '../../../src/custom/geofences/shape.ts';

describe('readPoints', () => {
  it.each([
    ['-0.95, 119.79', [-0.95, 119.79]],
    ['-0.95,119.79', [-0.95, 119.79]],
    ['-0.95 119.79', [-0.95, 119.79]],
    ['-0.95;119.79', [-0.95, 119.79]],
    ['-0,95 119,79', [-0.95, 119.79]],
    ['-0,95; 119,79', [-0.95, 119.79]],
    ['-0,95, 119,79', [-0.95, 119.79]],
    ['-0,95,119,79', [-0.95, 119.79]],
    ['  -1\t120  ', [-1, 120]],
  ])('reads %j', (line, point) => {
    expect(readPoints(line)).toEqual([point]);
  });

  it.each(['-0.95', '1, 2, 3', '1,2,3', 'a, b', '91, 10', '10, 181', '1,2,3,4,5', 'NaN, 1', '0x10, 1'])('refuses %j', (line) => {
    expect(readPoints(line)).toBeNull();
  });

  it('reads one point a line, skips blank lines, and reads back what it writes', () => {
    const points: [number, number][] = [[-0.5, 117.1], [-0.51, 117.12], [-0.52, 117.1]];
    expect(readPoints(`${writePoints(points)}\n\n`)).toEqual(points);
    expect(readPoints('1, 2\nbad')).toBeNull();
  });
});
