// src/custom/tracking/lines.ts: a live map read again each second makes a dot again only for a
// truck whose row changed, and hands the map its planned lines again only when one of them changed.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveTruck } from '../../../contract/tracking.ts';
import { usePlannedLines, useTruckDots } from '../../../src/custom/tracking/lines.ts';

const translate = vi.fn((key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`);
vi.mock('react-admin', () => ({ useTranslate: () => translate }));

const truck = (id: number, latitude: number, origin = { latitude: 1, longitude: 101, name: 'PKS' }): LiveTruck => ({
  track_id: id,
  shipment_id: 1,
  shipment_identity: 'SHP-1',
  status: 'ON_THE_WAY',
  source: 'FMS',
  plate_number: `BM ${id}`,
  driver_name: null,
  vendor_name: null,
  origin,
  destination: { latitude: 2, longitude: 102, name: 'Refinery' },
  position: { latitude, longitude: 101.5, speed: 40, heading: 90, recorded_at: '2026-11-30T10:00:00.000Z' },
  signal: 'MOVING',
});

describe('the live map parts of trucks read again', () => {
  it('makes the dot and label again only for the truck that changed', () => {
    const [a, b] = [truck(1, 1.1), truck(2, 1.2)];
    const { result, rerender } = renderHook(({ trucks }) => useTruckDots(trucks), { initialProps: { trucks: [a, b] } });
    const [dotA, dotB] = result.current;
    expect(dotA).toMatchObject({ id: '1', latitude: 1.1 });
    const labels = translate.mock.calls.length;
    const moved = truck(2, 1.3);
    rerender({ trucks: [a, moved] });
    expect(result.current[0]).toBe(dotA);
    expect(result.current[1]).not.toBe(dotB);
    expect(result.current[1]).toMatchObject({ id: '2', latitude: 1.3 });
    // One truck's label (and its signal's): not both trucks'.
    expect(translate.mock.calls.length - labels).toBe(2);
  });

  it('keeps the planned lines while trucks only move, and gives new ones when a trip changes', () => {
    const { result, rerender } = renderHook(({ trucks }) => usePlannedLines(trucks), { initialProps: { trucks: [truck(1, 1.1), truck(2, 1.2)] } });
    const first = result.current;
    expect(first.map((l) => l.id)).toEqual(['planned-1', 'planned-2']);
    rerender({ trucks: [truck(1, 1.15), truck(2, 1.25)] });
    expect(result.current).toBe(first);
    rerender({ trucks: [truck(1, 1.15), truck(2, 1.25, { latitude: 3, longitude: 103, name: 'PKS 2' })] });
    expect(result.current).not.toBe(first);
    expect(result.current[1]!.coordinates[0]).toEqual([103, 3]);
    rerender({ trucks: [truck(1, 1.15)] });
    expect(result.current.map((l) => l.id)).toEqual(['planned-1']);
  });
});
