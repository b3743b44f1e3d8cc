import { describe, expect, it } from 'vitest';
import { traccarConfigLink } from '../../../src/custom/tracking/traccarLink.ts';

describe("Traccar Client's configuration link", () => {
  it('carries the server address and the device id, encoded', () => {
    const link = traccarConfigLink('https://lsi.example.id/v1/positions/osmand', 'Ab3-x_9Kq2LmN8pR7sT4uV6w');
    expect(link.startsWith('org.traccar.client://config?')).toBe(true);
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('url')).toBe('https://lsi.example.id/v1/positions/osmand');
    expect(query.get('id')).toBe('Ab3-x_9Kq2LmN8pR7sT4uV6w');
    expect(query.get('interval')).toBe('10');
  });
});
