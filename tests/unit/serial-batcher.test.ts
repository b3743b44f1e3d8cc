// The ingest's group commit (server/lib/serial-batcher.ts): one batch at a time, the items that
// arrive meanwhile together in the next, each caller answered with its own result or error.
import { describe, expect, it } from 'vitest';
import { SerialBatcher } from '../../server/lib/serial-batcher.ts';

const tick = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('SerialBatcher', () => {
  it('runs one batch at a time; what arrives meanwhile goes in the next, at most maxBatch', async () => {
    const batches: number[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    const b = new SerialBatcher<number, number>(
      async (items) => {
        mostAtOnce = Math.max(mostAtOnce, ++running);
        batches.push(items);
        await tick(20);
        running--;
        return items.map((i) => i * 10);
      },
      { windowMs: 5, maxBatch: 3 },
    );
    const first = [1, 2].map((i) => b.add(i));
    await tick(10);
    const later = [3, 4, 5, 6].map((i) => b.add(i));
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1, 2], [3, 4, 5], [6]]);
    expect(mostAtOnce).toBe(1);
  });

  it('an Error in an item\'s place fails that item only; a thrown error fails its batch, not the next', async () => {
    let fail = true;
    const b = new SerialBatcher<number, number>(
      async (items) => {
        if (fail) {
          fail = false;
          throw new Error('down');
        }
        return items.map((i) => (i < 0 ? new Error(`bad ${i}`) : i));
      },
      { windowMs: 1, maxBatch: 10 },
    );
    await expect(b.add(1)).rejects.toThrow('down');
    const [good, bad] = await Promise.allSettled([b.add(2), b.add(-1)]);
    expect(good).toEqual({ status: 'fulfilled', value: 2 });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('bad -1') });
  });
});
