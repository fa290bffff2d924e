import type { CommandRegistry } from '../../../lib/commands/registry'
import { rowActionIds } from '../../../lib/commands/registry'
import { newsStringsNow } from './strings'

/**
 * The news window, filtered to `symbol` (stock news) when one is given, in the colour group of the
 * window it came from. One window: opening it again re-targets it.
 */
export function openNewsWindow(symbol: string | null, linkGroup: string | null | undefined): void {
  const query = new URLSearchParams({
    view: 'news',
    ...(symbol ? { symbol } : {}),
    ...(linkGroup ? { link: linkGroup } : {}),
  })
  globalThis.open(`${location.pathname}?${query.toString()}`, 'news', 'popup,width=1280,height=860')
}

export function registerNewsCommands(registry: CommandRegistry): () => void {
  const offs = [
    registry.register({
      id: rowActionIds.openNews,
      title: () => newsStringsNow().commands.openForSymbol,
      group: 'symbol',
      // Bound by the board to a row key (board.openNews).
      keywords: 'news tin tức symbol mã',
      enabled: ({ symbol }) => symbol !== null,
      run: ({ symbol, linkGroup }) => openNewsWindow(symbol, linkGroup),
    }),
    registry.register({
      id: 'research.openNews',
      title: () => newsStringsNow().commands.open,
      group: 'window',
      keywords: 'news tin tức thời sự headlines',
      run: () => openNewsWindow(null, null),
    }),
  ]
  return () => offs.forEach((off) => off())
}
