import type { CommandRegistry } from '../../lib/commands/registry'
import { rowActionIds } from '../../lib/commands/registry'
import { researchStringsNow } from './strings'
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
    registerNewsCommands(registry),
    registerEconomyCommands(registry),
  ]
  return () => offs.forEach((off) => off())
}
