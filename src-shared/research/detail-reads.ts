import type { CallInput, CallName } from '../bridge/api'

/**
 * The sections of the symbol-detail window, in the order of their keys (1–6). The chart belongs to
 * the chart feature, composed in by the app; its reads are its own (`chart.*`, a board feed).
 */
export const detailSections = ['overview', 'chart', 'flows', 'financials', 'insiders', 'events'] as const
export type DetailSection = (typeof detailSections)[number]

/** One bridge call with its input, typed by the contract. */
export type BridgeRead = { [N in CallName]: { readonly name: N; readonly input: CallInput<N> } }[CallName]

const read = <N extends CallName>(name: N, input: CallInput<N>): BridgeRead => ({ name, input }) as BridgeRead

/**
 * What each section of the detail window reads when it is shown, with its first filters and page
 * (the quarter, the income statement, page 1, no filter). A section not shown reads nothing. The
 * window's component test holds the window to this list, and the core's test counts what each
 * entry costs at the broker, so a switch's price in requests is known on both sides of the bridge.
 */
export function detailReads(symbol: string): Readonly<Record<DetailSection, readonly BridgeRead[]>> {
  return {
    overview: [
      read('research.quote', { kind: 'stocks', symbol }),
      read('research.orderBook', { symbol }),
      read('research.company', { symbol }),
    ],
    chart: [],
    flows: [
      ...(['all', 'sheep', 'wolf', 'shark'] as const).map((investorType) =>
        read('market.supplyDemand', { ticker: symbol, investorType }),
      ),
      read('research.flows', { symbol }),
    ],
    financials: [
      read('research.ratios', { symbol, period: 'quarter', page: 1 }),
      read('research.statements', { symbol, type: 'income_statement', period: 'quarter', page: 1 }),
    ],
    insiders: [read('research.insider', { symbol }), read('research.analystReports', { symbol })],
    events: [read('research.stockEvents', { symbol })],
  }
}
