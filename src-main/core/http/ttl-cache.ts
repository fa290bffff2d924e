import { systemClock } from '../clock/clock'
import { cancelledRead, isCancelled } from '../errors/cancelled'

interface Entry<T> {
  at: number
  value: Promise<T>
  pending: boolean
  /** Aborted when every caller of a load in flight has gone (see `join`). */
  readonly controller: AbortController
  /** Callers with a signal still waiting on the load. */
  callers: number
  /** A caller without a signal waits on it: the load is never abandoned. */
  held: boolean
}

/**
 * Keeps answers to rarely changing queries (corporate events, catalogues) for a few minutes, shared
 * by every window, as the spec's limits section recommends (1 to 5 minutes). A load in flight is
 * the entry itself, so a second caller asking meanwhile waits for the same answer instead of
 * sending the request again. The time to live counts from the answer, not the ask: a read that
 * waited its turn in the rate budget is not older than it is. A failed load is not kept, so the
 * next caller tries again.
 *
 * A caller may pass a signal: when it aborts, that caller alone gets a `cancelled` rejection. The
 * shared load is abandoned (its signal aborts: a request still queued in the rate budget never goes
 * out) only when every caller has gone; one already on the wire still answers and fills the cache.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>()

  constructor(
    private readonly ttlMs: number,
    /** The core's clock's `now`. */
    private readonly now: () => number = () => systemClock.now(),
    private readonly maxEntries = 200,
  ) {}

  get(key: string, load: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(cancelledRead(key))
    const hit = this.entries.get(key)
    if (hit && !hit.pending && this.now() - hit.at < this.ttlMs) return hit.value
    if (hit?.pending) {
      if (!hit.controller.signal.aborted) return this.join(hit, signal)
      // Every caller left this load: if it never went out it fails as cancelled (and leaves the
      // map first), and this caller starts its own; if it is on the wire, its answer serves.
      const again = hit.value.catch((err: unknown) => {
        if (isCancelled(err)) return this.get(key, load, signal)
        throw err
      })
      return signal === undefined ? again : untilAborted(again, signal, key)
    }
    const controller = new AbortController()
    const value = load(controller.signal)
    const entry: Entry<T> = { at: this.now(), value, pending: true, controller, callers: 0, held: false }
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
    return this.join(entry, signal)
  }

  /** Forgets every answer (a load in flight still resolves for those who wait on it). */
  clear(): void {
    this.entries.clear()
  }

  private join(entry: Entry<T>, signal: AbortSignal | undefined): Promise<T> {
    if (signal === undefined) {
      entry.held = true
      return entry.value
    }
    entry.callers += 1
    let waiting = true
    const done = () => {
      if (!waiting) return
      waiting = false
      entry.callers -= 1
    }
    entry.value.then(done, done)
    return untilAborted(entry.value, signal, 'a shared read', () => {
      done()
      if (entry.callers === 0 && !entry.held && entry.pending) entry.controller.abort()
    })
  }
}

/** `value`, or a `cancelled` rejection as soon as `signal` aborts (after `onAbort` ran). */
function untilAborted<T>(
  value: Promise<T>,
  signal: AbortSignal,
  what: string,
  onAbort: () => void = () => undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort()
      reject(cancelledRead(what))
    }
    signal.addEventListener('abort', abort, { once: true })
    value.finally(() => signal.removeEventListener('abort', abort)).then(resolve, reject)
  })
}
