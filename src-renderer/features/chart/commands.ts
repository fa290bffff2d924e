import type { CommandRegistry } from '../../lib/commands/registry'
import { rowActionIds } from '../../lib/commands/registry'
import { chartStringsNow } from './strings'

/**
 * A chart window for `symbol`, in the colour group of the window it came from. One window per symbol
 * name: opening the chart of a symbol already charted brings that window forward.
 */
export function openChartWindow(symbol: string | null, linkGroup: string | null | undefined): void {
  const query = new URLSearchParams({
    view: 'chart',
    ...(symbol ? { symbol } : {}),
    ...(linkGroup ? { link: linkGroup } : {}),
  })
  globalThis.open(
    `${location.pathname}?${query.toString()}`,
    `chart-${symbol ?? 'new'}`,
    'popup,width=1100,height=640',
  )
}

export function registerChartCommands(registry: CommandRegistry): () => void {
  const offs = [
    registry.register({
      id: rowActionIds.openChart,
      title: () => chartStringsNow().commands.openForSymbol,
      group: 'symbol',
      // Bound by the board to a row key (board.openChart), so no shortcut of its own here.
      keywords: 'chart biểu đồ nến candle',
      enabled: ({ symbol }) => symbol !== null,
      run: ({ symbol, linkGroup }) => openChartWindow(symbol, linkGroup),
    }),
    registry.register({
      id: 'chart.openWindow',
      title: () => chartStringsNow().commands.open,
      group: 'window',
      keywords: 'chart biểu đồ',
      run: ({ symbol, linkGroup }) => openChartWindow(symbol, linkGroup),
    }),
  ]
  return () => offs.forEach((off) => off())
}
