import { useCallback, useEffect, useRef, useState } from 'react'
import type { LinkGroup } from '../../../src-shared/bridge/contract'
import { getWorkstation } from '../bridge/get-workstation'

/**
 * Colour-group linking through the core's `workspace.link` stream: a symbol this window selects
 * reaches every window of its colour, and theirs reach it. The group is kept per window in
 * sessionStorage (a reload keeps it; the settings schema has no place for it yet).
 */
export function useLinkGroup(windowId: string): {
  group: LinkGroup | null
  setGroup: (group: LinkGroup | null) => void
  linkedSymbol: string | null
  select: (symbol: string) => void
} {
  const storageKey = `link-group:${windowId}`
  const [group, setGroupState] = useState<LinkGroup | null>(
    () => (sessionStorage.getItem(storageKey) as LinkGroup | null) ?? null,
  )
  const [linkedSymbol, setLinkedSymbol] = useState<string | null>(null)
  const lastSent = useRef<string | null>(null)

  const setGroup = useCallback(
    (next: LinkGroup | null) => {
      if (next) sessionStorage.setItem(storageKey, next)
      else sessionStorage.removeItem(storageKey)
      setGroupState(next)
      setLinkedSymbol(null)
    },
    [storageKey],
  )

  useEffect(() => {
    if (!group) return
    return getWorkstation().subscribe(
      'workspace.link',
      { group },
      {
        event: (e) => {
          if (e.fromWindowId !== windowId) setLinkedSymbol(e.symbol)
        },
        error: () => undefined,
      },
    )
  }, [group, windowId])

  const select = useCallback(
    (symbol: string) => {
      if (!group || lastSent.current === symbol) return
      lastSent.current = symbol
      void getWorkstation().call('workspace.selectSymbol', { group, symbol, fromWindowId: windowId })
    },
    [group, windowId],
  )

  return { group, setGroup, linkedSymbol, select }
}
