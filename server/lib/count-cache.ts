// Exact list totals without recounting on every page: a total is cached per query and
// dropped as soon as a write touches one of the tables it counts. Writes go through this
// server, which calls invalidate(); a short TTL bounds staleness from writes made elsewhere
// (another API node or a manual SQL session).
export class CountCache {
  private entries = new Map<string, { value: number; tables: readonly string[]; at: number }>();
  constructor(
    private readonly ttlMs = 60_000,
    private readonly max = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, tables: readonly string[], compute: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = await compute();
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, tables, at: this.now() });
    return value;
  }

  invalidate(...tables: string[]): void {
    for (const [key, entry] of this.entries) if (entry.tables.some((t) => tables.includes(t))) this.entries.delete(key);
  }
}
