// The incoming trucks' arithmetic (contract/incoming.ts): an ETA from the distance (times the road
// factor) and the recent speed; late against the stop's estimation day and closing hour, in WIB.
import { describe, expect, it } from 'vitest';
import { etaOf, isLate, ROAD_FACTOR } from '../../../contract/incoming.ts';

const now = new Date('2026-11-29T03:00:00Z'); // 10:00 WIB

describe('incoming trucks', () => {
  it('gives an ETA only to a truck driving (at least 5 km/h on average) with a position', () => {
    // 40 km straight, 50 km by road at 50 km/h: one hour.
    expect(etaOf(40_000, 50, now)?.toISOString()).toBe(new Date(now.getTime() + ((40_000 * ROAD_FACTOR) / 50_000) * 3_600_000).toISOString());
    expect(etaOf(40_000, 50, now)?.toISOString()).toBe('2026-11-29T04:00:00.000Z');
    expect(etaOf(40_000, 4.9, now)).toBeNull();
    expect(etaOf(null, 50, now)).toBeNull();
    expect(etaOf(40_000, null, now)).toBeNull();
  });

  it('is late after the estimation day or the closing hour that day (WIB), never without an ETA or a day', () => {
    const eta = new Date('2026-11-29T11:30:00Z'); // 18:30 WIB
    expect(isLate(eta, '2026-11-29', null, null)).toBe(false);
    expect(isLate(eta, '2026-11-29', '17:00', '07:00')).toBe(true);
    expect(isLate(eta, '2026-11-29', '19:00', '07:00')).toBe(false);
    expect(isLate(eta, '2026-11-28', null, null)).toBe(true);
    // Open overnight (22:00 to 06:00): closes the next morning.
    expect(isLate(new Date('2026-11-29T22:00:00Z'), '2026-11-29', '06:00', '22:00')).toBe(false);
    expect(isLate(null, '2026-11-29', '17:00', '07:00')).toBe(false);
    expect(isLate(eta, null, '17:00', '07:00')).toBe(false);
  });
});
