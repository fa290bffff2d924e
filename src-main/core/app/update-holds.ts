/**
 * Windows that hold back the "restart to update" offer: one with an order ticket, a cancel dialog
 * or the second-factor dialog open (the renderer reports it). Kept by the workstation, per bridge
 * client; a client that goes away without saying so is released by the shell when its window closes.
 */
export class UpdateHolds {
  private readonly held = new Set<string>()
  private readonly listeners = new Set<() => void>()

  set(clientId: string, held: boolean): void {
    const was = this.held.size > 0
    if (held) this.held.add(clientId)
    else this.held.delete(clientId)
    if (was && this.held.size === 0) for (const listener of this.listeners) listener()
  }

  isHeld(): boolean {
    return this.held.size > 0
  }

  /** Called each time the last hold ends. */
  onReleased(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
