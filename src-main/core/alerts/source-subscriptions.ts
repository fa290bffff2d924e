import type { AlertSource } from './alert-sources'

/** One feed a service listens to: its source and how to stop listening. */
export interface SourceEntry {
  readonly source: AlertSource
  stop: () => void
}

/**
 * Keeps `watched` subscribed to exactly the `wanted` sources (the alerts' and the stops' feeds):
 * a source no longer wanted is stopped, a new one gets a fresh entry (`make`) and is subscribed.
 * The entry is in the map before it subscribes: the feed answers with its snapshot at once, and the
 * listener checks that the entry is still the map's.
 */
export function syncSources<E extends SourceEntry>(
  watched: Map<string, E>,
  wanted: readonly AlertSource[],
  make: (source: AlertSource) => E,
  subscribe: (entry: E) => () => void,
): void {
  const keys = new Set(wanted.map((s) => s.key))
  for (const [key, entry] of watched) {
    if (keys.has(key)) continue
    watched.delete(key)
    entry.stop()
  }
  for (const source of wanted) {
    if (watched.has(source.key)) continue
    const entry = make(source)
    watched.set(source.key, entry)
    entry.stop = subscribe(entry)
  }
}
