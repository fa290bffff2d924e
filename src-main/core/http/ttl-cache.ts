import { systemClock } from '../clock/clock'

/**
 * Keeps answers to rarely changing queries (corporate events, catalogues) for a few minutes, shared
 * by every window, as the spec's limits section recommends (1 to 5 minutes). A failed load is not
 * kept, so the next caller tries again.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>()

  constructor(
    private readonly ttlMs: number,
    /** The core's clock's `now`. */
    private readonly now: () => number = () => systemClock.now(),
    private readonly maxEntries = 200,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value
    const value = load()
    this.entries.set(key, { at: this.now(), value })
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return value
  }
}
