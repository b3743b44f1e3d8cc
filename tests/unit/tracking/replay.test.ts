import { describe, expect, it } from 'vitest';
import { defaultRange, hoursMinutes, pathOf, placeAt, sanePoints, type PlaybackPoint, drawnPath } from '../../../src/custom/tracking/replay.ts';

const pts: PlaybackPoint[] = [
  [0, 1, 100, 40, 90, 0],
  [10, 1.1, 100.1, 50, 45, 0],
  [15, 80, 170, null, null, 1],
  [20, 1.3, 100.3, 0, null, 0],
];

describe('playback arithmetic', () => {
  it('leaves absurd points out of the path and the stepping', () => {
    const sane = sanePoints(pts);
    expect(sane).toHaveLength(3);
    expect(pathOf(sane)).toEqual([[100, 1], [100.1, 1.1], [100.3, 1.3]]);
  });

  it('places the truck between the reports around a second', () => {
    const sane = sanePoints(pts);
    expect(placeAt(sane, 5)).toMatchObject({ latitude: 1.05, second: 5, speed: 40 });
    expect(placeAt(sane, 15)?.latitude).toBeCloseTo(1.2);
    expect(placeAt(sane, 10)).toMatchObject({ latitude: 1.1, longitude: 100.1 });
  });

  it('holds the first and last report outside the trip, and nothing without reports', () => {
    const sane = sanePoints(pts);
    expect(placeAt(sane, -3)).toMatchObject({ latitude: 1, second: 0 });
    expect(placeAt(sane, 99)).toMatchObject({ latitude: 1.3, second: 20 });
    expect(placeAt([], 1)).toBeNull();
  });

  it('opens on the trip in WIB, or the last day without a track', () => {
    const now = new Date('2026-11-29T03:00:00Z');
    expect(defaultRange({ started_at: '2026-11-28T23:30:00Z', finished_at: '2026-11-29T01:10:20Z', created_at: '2026-11-28T20:00:00Z' }, now)).toEqual({
      from_date: '2026-11-29',
      from_time: '06:30',
      to_date: '2026-11-29',
      to_time: '08:11',
    });
    expect(defaultRange({ started_at: null, finished_at: null, created_at: '2026-11-28T20:00:00Z' }, now)).toMatchObject({ from_date: '2026-11-29', from_time: '03:00', to_time: '10:01' });
    expect(defaultRange(null, now)).toMatchObject({ from_date: '2026-11-28', from_time: '10:00', to_date: '2026-11-29', to_time: '10:01' });
  });

  it('splits durations into hours and minutes', () => {
    expect(hoursMinutes(3 * 3600 + 5 * 60 + 59)).toEqual({ h: 3, m: 5 });
  });
});

describe('drawnPath', () => {
  const point = (i: number, lat: number, lon: number): PlaybackPoint => [i, lat, lon, 40, 0, 0];
  it('thins 100,000 reports of a straight road to its ends, and keeps a bend a pixel can show', () => {
    const straight = Array.from({ length: 100_000 }, (_, i) => point(i, 0.5 + i * 0.00002, 101 + i * 0.00003));
    expect(drawnPath(straight)).toEqual([[101, 0.5], [101 + 99_999 * 0.00003, 0.5 + 99_999 * 0.00002]]);
    // A 10 m detour (0.0001°) in the middle stays; one of 0.5 m (under the tolerance) does not.
    const bent = straight.slice(0, 1001).map((p, i) => (i === 500 ? point(i, p[1] + 0.0001, p[2]) : p));
    expect(drawnPath(bent)).toHaveLength(5);
    const jitter = straight.slice(0, 1001).map((p, i) => (i === 500 ? point(i, p[1] + 0.000005, p[2]) : p));
    expect(drawnPath(jitter)).toHaveLength(2);
  });
});
