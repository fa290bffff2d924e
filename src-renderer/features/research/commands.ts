import type { CommandRegistry } from '../../lib/commands/registry'
import { rowActionIds } from '../../lib/commands/registry'
import { marketsStringsNow } from './markets/strings'
import { researchStringsNow } from './strings'
import { registerScreenerCommands } from './screener/commands'
import { registerNewsCommands } from './news/commands'
import { registerEconomyCommands } from './economy/commands'

/**
 * A symbol-detail window for `symbol`, in the colour group of the window it came from; one window
 * per symbol name (opening it again brings that window forward).
 */
export function openDetailWindow(symbol: string | null, linkGroup: string | null | undefined): void {
  const query = new URLSearchParams({
    view: 'detail',
    ...(symbol ? { symbol } : {}),
    ...(linkGroup ? { link: linkGroup } : {}),
  })
  globalThis.open(
    `${location.pathname}?${query.toString()}`,
    `detail-${symbol ?? 'new'}`,
    'popup,width=1280,height=820',
  )
}

/** The corporate-event calendar; one window. */
export function openCalendarWindow(): void {
  globalThis.open(
    `${location.pathname}?view=events-calendar`,
    'events-calendar',
    'popup,width=1280,height=860',
  )
}

/** The sectors and indices window, in the colour group of the window it was asked from; one window. */
export function openMarketsWindow(linkGroup: string | null | undefined): void {
  const query = new URLSearchParams({ view: 'markets', ...(linkGroup ? { link: linkGroup } : {}) })
  globalThis.open(`${location.pathname}?${query.toString()}`, 'markets', 'popup,width=1440,height=960')
}

/** Bank deposit rates by term; one window. */
export function openBankRatesWindow(): void {
  globalThis.open(`${location.pathname}?view=bank-rates`, 'bank-rates', 'popup,width=1280,height=820')
}

export function registerResearchCommands(registry: CommandRegistry): () => void {
  const offs = [
    registry.register({
      id: rowActionIds.openDetail,
      title: () => researchStringsNow().commands.openDetail,
      group: 'symbol',
      // Bound by the board to a row key (board.openDetail).
      keywords: 'detail chi tiết hồ sơ profile company doanh nghiệp cung cầu',
      enabled: ({ symbol }) => symbol !== null,
      run: ({ symbol, linkGroup }) => openDetailWindow(symbol, linkGroup),
    }),
    registry.register({
      id: 'research.openDetailWindow',
      title: () => researchStringsNow().commands.openDetailWindow,
      group: 'window',
      keywords: 'detail chi tiết mã symbol',
      run: ({ symbol, linkGroup }) => openDetailWindow(symbol, linkGroup),
    }),
    registry.register({
      id: 'research.openCalendar',
      title: () => researchStringsNow().commands.openCalendar,
      group: 'window',
      keywords: 'calendar lịch sự kiện cổ tức dividend rights quyền',
      run: () => openCalendarWindow(),
    }),
    registry.register({
      id: 'research.openMarkets',
      title: () => marketsStringsNow().commands.openMarkets,
      group: 'window',
      keywords: 'sector ngành heat map bản đồ nhiệt index chỉ số breadth độ rộng VNINDEX VN30',
      run: ({ linkGroup }) => openMarketsWindow(linkGroup),
    }),
    registry.register({
      id: 'research.openBankRates',
      title: () => marketsStringsNow().commands.openRates,
      group: 'window',
      keywords: 'bank rates lãi suất ngân hàng tiền gửi deposit kỳ hạn term',
      run: () => openBankRatesWindow(),
    }),
    registerNewsCommands(registry),
    registerEconomyCommands(registry),
  ]
  offs.push(registerScreenerCommands(registry))
  return () => offs.forEach((off) => off())
}
