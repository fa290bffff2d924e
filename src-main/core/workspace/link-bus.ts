import type { LinkEvent, LinkGroup } from '../../../src-shared/bridge/contract'

/**
 * Colour-group links between windows: a symbol selected in one window of a group reaches every
 * other subscriber of that group (boards, charts, order panels). Nothing is stored; a window that
 * joins a group gets the group's last selection at once, so it shows what its peers show.
 */
export class LinkBus {
  private readonly listeners = new Map<LinkGroup, Set<(event: LinkEvent) => void>>()
  private readonly last = new Map<LinkGroup, LinkEvent>()

  select(event: LinkEvent): void {
    this.last.set(event.group, event)
    for (const listener of this.listeners.get(event.group) ?? []) listener(event)
  }

  subscribe(group: LinkGroup, listener: (event: LinkEvent) => void): () => void {
    const set = this.listeners.get(group) ?? new Set()
    set.add(listener)
    this.listeners.set(group, set)
    const last = this.last.get(group)
    if (last) listener(last)
    return () => set.delete(listener)
  }
}
