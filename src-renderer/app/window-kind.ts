import { basketCodeSchema, symbolSchema, type BoardSource } from '../../src-shared/bridge/contract'
import { defaultBoardSource } from '../../src-shared/market/board-sources'

/**
 * What this window shows, read from its URL, so that each board window (an Electron window or a
 * browser tab of the web shell) can be opened on its own basket: `?basket=4`, `?tickers=FPT,VNM`.
 * Anything missing or invalid falls back to the VN30 board, the first thing a trader wants. Other
 * query parameters (the web shell's `token`) are ignored.
 */
export type WindowKind = {
  readonly kind: 'board'
  readonly source: BoardSource
  /** `?window=<id>`: a saved window of the workspace (restored or opened by another window). */
  readonly windowId?: string
}

export { defaultBoardSource }

export function resolveWindowKind(search: string): WindowKind {
  const params = new URLSearchParams(search)
  const tickers = params.get('tickers')
  if (tickers !== null) {
    const symbols = [...new Set(tickers.split(',').map((s) => s.trim().toUpperCase()))].filter(
      (s) => symbolSchema.safeParse(s).success,
    )
    if (symbols.length > 0 && symbols.length <= 300)
      return { kind: 'board', source: { kind: 'tickers', symbols } }
  }
  const basket = params.get('basket')
  if (basket !== null) {
    const code = basketCodeSchema.safeParse(Number(basket))
    if (code.success) return { kind: 'board', source: { kind: 'basket', code: code.data } }
  }
  return { kind: 'board', source: defaultBoardSource }
}
