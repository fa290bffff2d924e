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
  push: (event: OrderEvent) => void
  dismiss: (id: number) => void
  seen: (key: string) => void
}

let nextId = 1

export const useOrderNotices = create<OrderNotices>((set) => ({
  toasts: [],
  unread: {},
  push: (event) =>
    set((s) => ({
      toasts: [...s.toasts, { id: nextId++, event }].slice(-maxToasts),
      unread: { ...s.unread, [rowKey(event.order)]: { kind: event.kind, at: event.at } },
    })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  seen: (key) =>
    set((s) => {
      if (!(key in s.unread)) return s
      const { [key]: _gone, ...rest } = s.unread
      return { unread: rest }
    }),
}))
