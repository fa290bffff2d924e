import type { Command } from '../lib/commands/registry'
import { rowActionIds } from '../lib/commands/registry'
import type { Strings } from '../i18n/en'

/** What the built-in commands act on; supplied by the board window, read at run time. */
export interface BoardCommandTarget {
  openPalette(): void
  toggleHelp(): void
  newWindow(): void
  closeWindowForGood(): void
  focusGrid(): void
  focusFilter(): void
  togglePin(symbol: string): void
  stepBoard(delta: 1 | -1): void
  toggleTheme(): void
  toggleLocale(): void
  newWatchlist(): void
  /** Columns back in the board's own order (after dragging headers around). */
  resetColumnOrder(): void
  /** Runs a row action that another feature provides, or says it is not available yet. */
  rowAction(id: string, symbol: string | null): void
}

/**
 * The built-in commands of a board window, with their shortcuts. Row actions (chart, working
 * orders) are bound here to ids that their own features register handlers for; see
 * register-features.ts. Single keys are Shift+letter because plain letters are the type-ahead.
 */
export function boardCommands(t: Strings, target: BoardCommandTarget): Command[] {
  const c = t.commands
  return [
    {
      id: 'app.palette',
      title: c.palette,
      group: 'window',
      shortcut: 'Mod+K',
      hidden: true,
      run: () => target.openPalette(),
    },
    { id: 'app.help', title: c.help, group: 'window', shortcut: '?', run: () => target.toggleHelp() },
    {
      id: 'window.new',
      title: c.newWindow,
      group: 'window',
      shortcut: 'Alt+N',
      run: () => target.newWindow(),
    },
    { id: 'window.close', title: c.closeWindow, group: 'window', run: () => target.closeWindowForGood() },
    {
      id: 'board.focus',
      title: c.focusGrid,
      group: 'board',
      shortcut: 'Alt+B',
      run: () => target.focusGrid(),
    },
    {
      id: 'board.filter',
      title: c.quickFilter,
      group: 'board',
      shortcut: '/',
      run: () => target.focusFilter(),
    },
    { id: 'board.next', title: c.nextBasket, group: 'board', shortcut: ']', run: () => target.stepBoard(1) },
    { id: 'board.prev', title: c.prevBasket, group: 'board', shortcut: '[', run: () => target.stepBoard(-1) },
    {
      id: 'board.pinRow',
      title: c.pinRow,
      group: 'symbol',
      shortcut: 'Shift+P',
      enabled: ({ symbol }) => symbol !== null,
      run: ({ symbol }) => {
        if (symbol) target.togglePin(symbol)
      },
    },
    {
      id: 'board.openChart',
      title: c.openChart,
      group: 'symbol',
      shortcut: 'Shift+C',
      run: ({ symbol }) => target.rowAction(rowActionIds.openChart, symbol),
    },
    {
      id: 'board.openOrders',
      title: c.openOrders,
      group: 'symbol',
      shortcut: 'Shift+O',
      run: ({ symbol }) => target.rowAction(rowActionIds.openOrders, symbol),
    },
    {
      id: 'board.openDetail',
      title: c.openDetail,
      group: 'symbol',
      shortcut: 'Shift+D',
      run: ({ symbol }) => target.rowAction(rowActionIds.openDetail, symbol),
    },
    {
      // F1 and F2 open the buy and sell tickets on Vietnamese trading boards (docs/trading.md).
      id: 'board.buy',
      title: c.buy,
      group: 'symbol',
      shortcut: 'F1',
      run: ({ symbol }) => target.rowAction(rowActionIds.buy, symbol),
    },
    {
      id: 'board.sell',
      title: c.sell,
      group: 'symbol',
      shortcut: 'F2',
      run: ({ symbol }) => target.rowAction(rowActionIds.sell, symbol),
    },
    {
      id: 'board.openNews',
      title: c.openNews,
      group: 'symbol',
      shortcut: 'Shift+N',
      run: ({ symbol }) => target.rowAction(rowActionIds.openNews, symbol),
    },
    {
      // Shift+A (alert), like the other row keys: plain letters are the type-ahead.
      id: 'board.setAlert',
      title: c.setAlert,
      group: 'symbol',
      shortcut: 'Shift+A',
      run: ({ symbol }) => target.rowAction(rowActionIds.setAlert, symbol),
    },
    { id: 'settings.theme', title: c.toggleTheme, group: 'settings', run: () => target.toggleTheme() },
    { id: 'settings.locale', title: c.toggleLocale, group: 'settings', run: () => target.toggleLocale() },
    { id: 'watchlist.new', title: c.newWatchlist, group: 'board', run: () => target.newWatchlist() },
    {
      id: 'board.resetColumnOrder',
      title: c.resetColumnOrder,
      group: 'board',
      keywords: 'columns order cột thứ tự',
      run: () => target.resetColumnOrder(),
    },
  ]
}
