import type { MenuCommand } from '../../../src-shared/bridge/contract'

/**
 * The native menu's way into one window: the shell sends a palette command's id to the window that
 * has the focus (its bridge client id), and that window runs it as if chosen in the palette. Kept by
 * the workstation, so it outlives a profile switch.
 */
export class MenuCommandBus {
  private readonly byClient = new Map<string, Set<(event: MenuCommand) => void>>()

  subscribe(clientId: string, emit: (event: MenuCommand) => void): () => void {
    const set = this.byClient.get(clientId) ?? new Set()
    set.add(emit)
    this.byClient.set(clientId, set)
    return () => {
      set.delete(emit)
      if (set.size === 0) this.byClient.delete(clientId)
    }
  }

  /** False when that window listens to no menu (still loading, or closed). */
  send(clientId: string, command: string): boolean {
    const set = this.byClient.get(clientId)
    if (!set) return false
    for (const emit of set) emit({ command })
    return true
  }
}
