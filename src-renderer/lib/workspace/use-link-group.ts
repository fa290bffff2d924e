import { useCallback, useRef, useState } from 'react'
import type { LinkGroup } from '../../../src-shared/bridge/contract'
import { getWorkstation } from '../bridge/get-workstation'
import { useStream, type StreamState } from '../bridge/use-stream'

/**
 * Colour-group linking through the core's `workspace.link` stream: a symbol this window selects
 * reaches every window of its colour, and theirs reach it. The group is kept per window in
 * sessionStorage (a reload keeps it) and, for a saved board window (`saved` given), in its layout
 * through the core, so a restart brings it back linked (issue 20).
 */
export function useLinkGroup(
  windowId: string,
  /** The colour in the window's saved layout; undefined for a window that has no saved layout. */
  saved?: LinkGroup | null,
): {
  group: LinkGroup | null
  setGroup: (group: LinkGroup | null) => void
  linkedSymbol: string | null
  select: (symbol: string) => void
  /** The link stream: `ended` means symbols from the group no longer arrive (shown with a retry). */
  stream: StreamState<'workspace.link'>
} {
  const storageKey = `link-group:${windowId}`
  const [group, setGroupState] = useState<LinkGroup | null>(
    () => (sessionStorage.getItem(storageKey) as LinkGroup | null) ?? saved ?? null,
  )
  const persist = saved !== undefined
  const [linkedSymbol, setLinkedSymbol] = useState<string | null>(null)
  const lastSent = useRef<string | null>(null)

  const setGroup = useCallback(
    (next: LinkGroup | null) => {
      if (next) sessionStorage.setItem(storageKey, next)
      else sessionStorage.removeItem(storageKey)
      setGroupState(next)
      setLinkedSymbol(null)
      if (persist) void getWorkstation().call('workspace.saveWindowLink', { id: windowId, group: next })
    },
    [storageKey, persist, windowId],
  )

  const stream = useStream(
    'workspace.link',
    { group: group ?? 'red' },
    {
      enabled: group !== null,
      onEvent: (e) => {
        if (e.fromWindowId !== windowId) setLinkedSymbol(e.symbol)
      },
    },
  )

  const select = useCallback(
    (symbol: string) => {
      if (!group || lastSent.current === symbol) return
      lastSent.current = symbol
      void getWorkstation().call('workspace.selectSymbol', { group, symbol, fromWindowId: windowId })
    },
    [group, windowId],
  )

  return { group, setGroup, linkedSymbol, select, stream }
}
