import type { Stop } from '../../../src-shared/bridge/areas/stops'
import type { SettingsStore } from '../settings/settings-store'

/** Stops that are over: nothing of theirs can still happen. */
const isOver = (stop: Stop): boolean =>
  stop.state === 'sent' || stop.state === 'failed' || stop.state === 'cancelled'

/** The settings file keeps at most this many; the oldest finished ones go first. */
const cap = 500

/**
 * The stops as the settings file keeps them. Every write reaches the disk before it returns
 * (conf writes synchronously, atomically): a stop is `sending` on disk before its order leaves.
 */
export class StopStore {
  constructor(private readonly settings: Pick<SettingsStore, 'getStops' | 'saveStops'>) {}

  list(): Stop[] {
    return this.settings.getStops().list
  }

  get(id: string): Stop | undefined {
    return this.list().find((s) => s.id === id)
  }

  /** Writes these stops (added or replaced by id) in one write: all of them, or none. */
  put(...stops: Stop[]): void {
    const ids = new Set(stops.map((s) => s.id))
    let list = [...this.list().filter((s) => !ids.has(s.id)), ...stops]
    while (list.length > cap) {
      const oldest = list.findIndex(isOver)
      if (oldest === -1) break
      list = list.filter((_, i) => i !== oldest)
    }
    this.settings.saveStops({ list })
  }

  removeOver(): void {
    this.settings.saveStops({ list: this.list().filter((s) => !isOver(s)) })
  }
}
