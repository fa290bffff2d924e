import { systemClock } from '../clock/clock'

/**
 * Keeps answers to rarely changing queries (corporate events, catalogues) for a few minutes, shared
 * by every window, as the spec's limits section recommends (1 to 5 minutes). A load in flight is
 * the entry itself, so a second caller asking meanwhile waits for the same answer instead of
 * sending the request again. The time to live counts from the answer, not the ask: a read that
 * waited its turn in the rate budget is not older than it is. A failed load is not kept, so the
 * next caller tries again.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T>; pending: boolean }>()

  constructor(
    private readonly ttlMs: number,
    /** The core's clock's `now`. */
    private readonly now: () => number = () => systemClock.now(),
    private readonly maxEntries = 200,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && (hit.pending || this.now() - hit.at < this.ttlMs)) return hit.value
    const value = load()
    const entry = { at: this.now(), value, pending: true }
    this.entries.set(key, entry)
    value.then(
      () => {
        entry.at = this.now()
        entry.pending = false
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      },
    )
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return value
  }

  /** Forgets every answer (a load in flight still resolves for those who wait on it). */
  clear(): void {
    this.entries.clear()
  }
}
