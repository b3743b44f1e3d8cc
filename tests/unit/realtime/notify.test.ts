// Browser notifications of the leader tab (src/realtime/notify.ts): nothing of what existed when
// this browser started; each new notification once, also across a change of leader; none without
// permission, and those are not shown later either.
import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../../../contract/notification.ts';
import { createNotifier } from '../../../src/realtime/notify.ts';

const row = (id: number): NotificationRow => ({ id, title: `T${id}`, body: `<p>B${id}</p>`, tag: null, shipment_id: null, read_at: null, created_at: '2026-11-28T10:00:00.000Z' });
const inserted = (id: number) => ({ kind: 'change' as const, id, table: 'notifications', operation: 'INSERT' as const });

function setup() {
  const store = new Map<string, string>();
  let rows: NotificationRow[] = [row(2), row(1)];
  let granted = true;
  const shown: number[] = [];
  const make = () =>
    createNotifier({
      key: 'n',
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
      newest: async () => rows,
      granted: () => granted,
      show: (r) => shown.push(r.id),
      delayMs: 1,
    });
  return { make, shown, add: (...ids: number[]) => (rows = [...ids.map(row).reverse(), ...rows]), deny: (yes: boolean) => (granted = !yes) };
}

describe('createNotifier', () => {
  it('shows each new notification once, oldest first, and none that existed before', async () => {
    const s = setup();
    const n = s.make();
    await n.idle();
    s.add(3, 4);
    n.push(inserted(40));
    n.push(inserted(41));
    n.push({ kind: 'change', id: 42, table: 'orders', operation: 'INSERT' });
    await n.idle();
    expect(s.shown).toEqual([3, 4]);
    n.push(inserted(43));
    await n.idle();
    expect(s.shown).toEqual([3, 4]);
  });

  it('a new leader goes on from where the last one stopped', async () => {
    const s = setup();
    const first = s.make();
    await first.idle();
    s.add(3);
    first.push(inserted(1));
    await first.idle();
    first.stop();
    s.add(4);
    const next = s.make();
    next.push({ kind: 'reset' });
    await next.idle();
    expect(s.shown).toEqual([3, 4]);
  });

  it('shows nothing without permission, and does not show it later', async () => {
    const s = setup();
    const n = s.make();
    await n.idle();
    s.deny(true);
    s.add(3);
    n.push(inserted(1));
    await n.idle();
    s.deny(false);
    s.add(4);
    n.push(inserted(2));
    await n.idle();
    expect(s.shown).toEqual([4]);
  });
});
