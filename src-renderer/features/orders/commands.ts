import { useSyncExternalStore } from 'react'
import type { CommandRegistry } from '../../lib/commands/registry'
import { describeChord, parseChord, isMacPlatform, matches, type KeyLike } from '../../lib/keys/keymap'
import { rowActionIds } from '../../lib/commands/registry'
import { requestTicket } from '../../lib/orders/ticket-requests'
import { canModify, canSelect, filterRows, rowKey, sortRows } from './lib/order-rules'
import type { OrderRow } from '../../../src-shared/bridge/contract'
import { allRows, useOrdersUi } from './orders-store'
import { keptRows, useOrderNotices } from './notices/order-notices-store'
import { orderStringsNow } from './strings'

/** The id the auth feature registers for its trading-token dialog (features do not import each other). */
export const tradingTokenCommandId = 'auth.openTradingTokenDialog'
export const cancelSelectedId = 'orders.cancelSelected'
const defaultCancelKey = 'Delete'
export const modifyCurrentId = 'orders.modifyCurrent'
const defaultModifyKey = 'Shift+M'

let registry: CommandRegistry | null = null

/** Runs another feature's command by id; false when nobody registered it. */
export function runCommand(id: string): boolean {
  return registry?.run(id, { symbol: useOrdersUi.getState().filter.symbol }) === 'ran'
}

/**
 * Whether a key press is the cancel key: the key `orders.cancelSelected` answers to now (the user's
 * binding, else Delete), so rebinding that command in the help overlay rebinds the blotter too.
 */
export function isCancelKey(event: KeyLike): boolean {
  const text = registry?.shortcutOf(cancelSelectedId) ?? defaultCancelKey
  return matches(parseChord(text, isMacPlatform()), event)
}

/** The modify key: `orders.modifyCurrent`'s binding (Shift+M unless rebound). */
export function isModifyKey(event: KeyLike): boolean {
  const text = registry?.shortcutOf(modifyCurrentId) ?? defaultModifyKey
  return matches(parseChord(text, isMacPlatform()), event)
}

const noRegistry = (): (() => void) => () => undefined

function useKeyLabel(id: string, fallback: string): string {
  const text = useSyncExternalStore(
    registry?.subscribe ?? noRegistry,
    () => registry?.shortcutOf(id) ?? fallback,
  )
  return describeChord(text, isMacPlatform())
}

/** The cancel key as shown ("Alt+X"), re-read whenever the user rebinds a key. */
export const useCancelKeyLabel = (): string => useKeyLabel(cancelSelectedId, defaultCancelKey)
export const useModifyKeyLabel = (): string => useKeyLabel(modifyCurrentId, defaultModifyKey)

/** The row under the blotter's cursor, as the blotter shows the rows. */
export function currentRow(): OrderRow | undefined {
  const ui = useOrdersUi.getState()
  if (!ui.open) return undefined
  const keep = keptRows(useOrderNotices.getState())
  const rows = sortRows(filterRows(allRows(ui.books), ui.filter, keep))
  return rows[Math.min(ui.cursor, Math.max(0, rows.length - 1))]
}

/**
 * Opens the order ticket on a group E order to change its price or quantity. What happened, for
 * the blotter to say: null when the ticket opened.
 */
export function modifyOrder(row: OrderRow): 'not-amendable' | 'no-ticket' | null {
  if (!canModify(row)) return 'not-amendable'
  const opened = requestTicket({
    kind: 'modify',
    order: {
      orderId: row.orderId,
      symbol: row.symbol,
      side: row.side === 'B' ? 'BUY' : 'SELL',
      price: row.price,
      quantity: row.quantity,
      matched: row.matched,
    },
  })
  return opened ? null : 'no-ticket'
}

/** Opens the cancel dialog for `keys`, or for the blotter's selection (or the row under the cursor). */
export function openCancelFor(keys?: readonly string[]): void {
  const ui = useOrdersUi.getState()
  const chosen = keys ?? [...ui.selected]
  if (chosen.length > 0) ui.openDialog(chosen)
}

export function cancelAllOfSymbol(symbol: string | null): void {
  if (symbol === null) return
  const ui = useOrdersUi.getState()
  const keys = allRows(ui.books)
    .filter((r) => r.symbol === symbol && canSelect(r))
    .map(rowKey)
  ui.show(symbol)
  if (keys.length > 0) ui.openDialog(keys)
  // The books may not be read yet (the blotter was closed): ask again once they arrive.
  else pendingCancelAll = symbol
}

let pendingCancelAll: string | null = null

/** Called when a book arrives: completes a "cancel all of symbol" asked before the books were known. */
export function resumePendingCancelAll(): void {
  if (pendingCancelAll === null) return
  const ui = useOrdersUi.getState()
  if (ui.books.stock === null || ui.books.derivative === null) return
  const symbol = pendingCancelAll
  pendingCancelAll = null
  const keys = allRows(ui.books)
    .filter((r) => r.symbol === symbol && canSelect(r))
    .map(rowKey)
  if (keys.length > 0) ui.openDialog(keys)
}

export function registerOrderCommands(target: CommandRegistry): () => void {
  registry = target
  const offs = [
    target.register({
      id: rowActionIds.openOrders,
      title: () => orderStringsNow().commands.openForSymbol,
      group: 'symbol',
      // Bound by the board to Shift+O on a row (board.openOrders), so no shortcut of its own here.
      keywords: 'orders blotter lệnh sổ lệnh',
      run: ({ symbol }) => useOrdersUi.getState().show(symbol),
    }),
    target.register({
      id: 'orders.openBlotter',
      title: () => orderStringsNow().commands.open,
      group: 'panel',
      keywords: 'orders blotter lệnh chờ khớp',
      run: () => useOrdersUi.getState().show(null),
    }),
    target.register({
      id: 'orders.openBlotterWindow',
      title: () => orderStringsNow().commands.openWindow,
      group: 'window',
      run: ({ symbol }) => {
        const query = new URLSearchParams({ view: 'blotter', ...(symbol ? { symbol } : {}) })
        globalThis.open(`${location.pathname}?${query.toString()}`, 'blotter', 'popup,width=1000,height=520')
      },
    }),
    target.register({
      id: cancelSelectedId,
      title: () => orderStringsNow().commands.cancelSelected,
      group: 'panel',
      shortcut: defaultCancelKey,
      keywords: 'cancel hủy lệnh',
      // Bound inside the blotter (it needs the selection), listed here for the help overlay.
      enabled: () => useOrdersUi.getState().selected.size > 0,
      run: () => openCancelFor(),
    }),
    target.register({
      id: modifyCurrentId,
      title: () => orderStringsNow().commands.modifyCurrent,
      group: 'panel',
      shortcut: defaultModifyKey,
      keywords: 'modify amend sửa lệnh',
      // Also bound inside the blotter, which handles the key before the window's keymap sees it.
      enabled: () => currentRow() !== undefined,
      run: () => {
        const row = currentRow()
        if (row !== undefined) useOrdersUi.getState().setHint(modifyOrder(row))
      },
    }),
    target.register({
      id: 'orders.cancelAllOfSymbol',
      title: () => orderStringsNow().commands.cancelAllSymbol,
      group: 'symbol',
      shortcut: 'Shift+Delete',
      keywords: 'cancel all hủy tất cả',
      enabled: ({ symbol }) => symbol !== null,
      run: ({ symbol }) => cancelAllOfSymbol(symbol ?? useOrdersUi.getState().filter.symbol),
    }),
  ]
  return () => {
    for (const off of offs) off()
    registry = null
  }
}
