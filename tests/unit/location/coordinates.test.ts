import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, MAX_ZOOM, initialView, pickedPoint, pointOf, readCoordinate, roundCoordinate } from '../../../src/components/map/index.ts';

describe('map coordinates', () => {
  it('reads typed coordinates, a decimal comma too, and refuses what is out of range', () => {
    expect(readCoordinate('0,75', 90)).toBe(0.75);
    expect(readCoordinate(' -2.5 ', 90)).toBe(-2.5);
    expect(readCoordinate(101.4478, 180)).toBe(101.4478);
    expect(readCoordinate('', 90)).toBeNull();
    expect(readCoordinate(null, 90)).toBeNull();
    expect(readCoordinate('abc', 90)).toBeNull();
    expect(readCoordinate(95, 90)).toBeNull();
    expect(readCoordinate(-181, 180)).toBeNull();
  });

  it('has a point only when both coordinates are there', () => {
    expect(pointOf(0.5, 101.4)).toEqual({ latitude: 0.5, longitude: 101.4 });
    expect(pointOf(0.5, undefined)).toBeNull();
    expect(pointOf('x', 101)).toBeNull();
  });

  it('opens on the point, else on the default centre of spec 1 §9 (about -0.95, 119.79); zoom capped at 15', () => {
    expect(initialView(null)).toEqual(DEFAULT_VIEW);
    expect(DEFAULT_VIEW).toEqual({ latitude: -0.95, longitude: 119.79, zoom: 4 });
    expect(MAX_ZOOM).toBe(15);
    expect(initialView({ latitude: 1, longitude: 101 })).toEqual({ latitude: 1, longitude: 101, zoom: 12 });
  });

  it('rounds a picked point to 6 decimals and brings a repeated world back into ±180', () => {
    expect(roundCoordinate(0.123456789)).toBe(0.123457);
    expect(pickedPoint({ lat: 0.50712345678, lng: 101.44781234 })).toEqual({ latitude: 0.507123, longitude: 101.447812 });
    expect(pickedPoint({ lat: -1, lng: 101 + 360 })).toEqual({ latitude: -1, longitude: 101 });
    expect(pickedPoint({ lat: 10, lng: -200 })).toEqual({ latitude: 10, longitude: 160 });
    expect(pickedPoint({ lat: 10, lng: 180 }).longitude).toBe(180);
    expect(pickedPoint({ lat: 95, lng: 0 }).latitude).toBe(90);
  });
});
