import { create } from 'zustand'
import type { OrderBookEvent, OrderBookKind, OrderRow } from '../../../src-shared/bridge/contract'
import { defaultFilter, pruneSelection, type BlotterFilter } from './lib/order-rules'

/**
 * This window's blotter: whether it is open, its filters and selection, the cancel dialog, and the
 * latest order books (one subscription per window, written by OrdersLayer). Commands read it too:
 * "cancel all working orders of this symbol" needs the rows.
 */
export interface OrdersUi {
  readonly open: boolean
  readonly filter: BlotterFilter
  readonly selected: ReadonlySet<string>
  readonly cursor: number
  /** Keys (book:id) of the orders the open cancel dialog is about; null when closed. */
  readonly dialog: readonly string[] | null
  readonly books: Readonly<Record<OrderBookKind, OrderBookEvent | null>>
  /** Bumped to ask the blotter to take the keyboard focus. */
  readonly focusRequest: number
  show: (symbol: string | null) => void
  hide: () => void
  setFilter: (filter: Partial<BlotterFilter>) => void
  setSelected: (selected: ReadonlySet<string>) => void
  setCursor: (cursor: number) => void
  openDialog: (keys: readonly string[]) => void
  closeDialog: () => void
  setBook: (event: OrderBookEvent) => void
  /** Why the last modify key did nothing (not amendable, no ticket in this window); null otherwise. */
  readonly hint: 'not-amendable' | 'no-ticket' | null
  setHint: (hint: 'not-amendable' | 'no-ticket' | null) => void
}

export const useOrdersUi = create<OrdersUi>((set) => ({
  open: false,
  filter: defaultFilter,
  selected: new Set(),
  cursor: 0,
  dialog: null,
  books: { stock: null, derivative: null, svc: null },
  focusRequest: 0,
  hint: null,
  setHint: (hint) => set({ hint }),
  show: (symbol) =>
    set((s) => ({
      open: true,
      filter: { ...s.filter, symbol },
      selected: new Set(),
      cursor: 0,
      focusRequest: s.focusRequest + 1,
    })),
  hide: () => set({ open: false, dialog: null, selected: new Set() }),
  setFilter: (filter) => set((s) => ({ filter: { ...s.filter, ...filter }, cursor: 0 })),
  setSelected: (selected) => set({ selected }),
  setCursor: (cursor) => set({ cursor, hint: null }),
  openDialog: (keys) => set({ dialog: [...keys] }),
  closeDialog: () => set((s) => ({ dialog: null, focusRequest: s.focusRequest + 1 })),
  setBook: (event) =>
    set((s) => {
      const books = { ...s.books, [event.book]: event }
      return { books, selected: pruneSelection(s.selected, allRows(books)) }
    }),
}))

export function allRows(books: OrdersUi['books']): OrderRow[] {
  return [...(books.stock?.orders ?? []), ...(books.derivative?.orders ?? []), ...(books.svc?.orders ?? [])]
}
