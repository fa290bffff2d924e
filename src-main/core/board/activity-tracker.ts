import { cadenceFor, type ClientActivity } from './cadence-policy'
import { systemClock, type Clock, type TimerId } from '../clock/clock'

/**
 * What each client (Electron window or web-shell socket) last said about its focus and visibility,
 * turned into cadence demands for the feeds it subscribes to. `onChange` runs when a report changes
 * something and on a slow tick, because an unfocused window's demand keeps relaxing with time.
 */
export class ActivityTracker {
  private readonly clients = new Map<string, ClientActivity>()
  private readonly timer: TimerId

  constructor(
    private readonly onChange: () => void,
    private readonly clock: Clock = systemClock,
    tickMs = 15_000,
  ) {
    this.timer = clock.setInterval(onChange, tickMs, { unref: true })
  }

  private now(): number {
    return this.clock.now()
  }

  report(clientId: string, focused: boolean, visible: boolean): number {
    const previous = this.clients.get(clientId)
    if (previous?.focused !== focused || previous.visible !== visible) {
      this.clients.set(clientId, { focused, visible, since: this.now() })
      this.onChange()
    }
    return this.cadence(clientId)
  }

  cadence(clientId: string): number {
    return cadenceFor(this.clients.get(clientId), this.now())
  }

  /** The demand of one client, re-read by its feeds at every scheduling decision. */
  demandOf(clientId: string): () => number {
    return () => this.cadence(clientId)
  }

  forget(clientId: string): void {
    this.clients.delete(clientId)
  }

  stop(): void {
    this.clock.clearInterval(this.timer)
  }
}
