import { create } from 'zustand'
import type { OrderEvent, OrderEventKind } from '../../../../src-shared/bridge/contract'
import { rowKey } from '../lib/order-rules'

/** At most this many toasts at once: a burst of fills shows the newest, the blotter has the rest. */
const maxToasts = 4

export interface OrderNotice {
  readonly id: number
  readonly event: OrderEvent
}

/**
 * This window's order notifications: the toasts on screen, and the blotter rows marked unread (by
 * book:id) until the trader has looked at them (moved the cursor onto the row or clicked it).
 */
export interface OrderNotices {
  readonly toasts: readonly OrderNotice[]
  readonly unread: Readonly<Record<string, { readonly kind: OrderEventKind; readonly at: number }>>
  /** The marked row seen last: it stays in the "working" view while the trader reads it. */
  readonly lastSeen: string | null
  push: (event: OrderEvent) => void
  dismiss: (id: number) => void
  seen: (key: string) => void
}

let nextId = 1

/** The rows the blotter shows whatever its status filter: the unread ones and the one being read. */
export function keptRows(s: Pick<OrderNotices, 'unread' | 'lastSeen'>): Set<string> {
  const keep = new Set(Object.keys(s.unread))
  if (s.lastSeen !== null) keep.add(s.lastSeen)
  return keep
}

export const useOrderNotices = create<OrderNotices>((set) => ({
  toasts: [],
  unread: {},
  lastSeen: null,
  push: (event) =>
    set((s) => ({
      toasts: [...s.toasts, { id: nextId++, event }].slice(-maxToasts),
      unread: { ...s.unread, [rowKey(event.order)]: { kind: event.kind, at: event.at } },
    })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  seen: (key) =>
    set((s) => {
      // Only a marked row stays in view while being read; looking at any other row lets it go.
      if (!(key in s.unread)) return s.lastSeen === null ? s : { lastSeen: null }
      const { [key]: _gone, ...rest } = s.unread
      return { unread: rest, lastSeen: key }
    }),
}))
