// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { tickerNumericFields } from '../../../../src-shared/schemas/ticker-commons'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { useChartHistory } from './use-chart-history'
import { useLiveCandle } from './use-live-candle'

const bridge = installFakeWorkstation()

const row = (symbol: string, price: number): TickerRow => ({
  ...(Object.fromEntries(tickerNumericFields.map((f) => [f, price])) as Omit<TickerRow, 'symbol' | 'room'>),
  symbol,
  room: null,
})

const snapshot = (symbol: string, price: number, at: number) =>
  bridge.emit('board.deltas', { type: 'snapshot', rows: [row(symbol, price)], tradingDate: '2026-11-26', at })

/** The chart's reads and feed for `symbol`, held back while `active` is false. */
function useHeldBackChart({ symbol, active }: { symbol: string; active: boolean }) {
  const history = useChartHistory(symbol, '1D', active)
  const quote = useLiveCandle(symbol, '1D', `${symbol}|1D`, undefined, active)
  return { history, quote }
}

function renderChart(initial: { symbol: string; active: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(useHeldBackChart, { initialProps: initial, wrapper })
}

beforeEach(() => bridge.reset())
afterEach(cleanup)

describe('a chart held back (the detail window: off screen, or a symbol not settled)', () => {
  it('reads the history of no symbol it is passed while held back, only the one it stops on', async () => {
    const { rerender } = renderChart({ symbol: 'FPT', active: true })
    await waitFor(() => expect(bridge.callsOf('chart.history')).toHaveLength(1))
    for (const symbol of ['VNM', 'HPG', 'MWG', 'SSI', 'VCB']) rerender({ symbol, active: false })
    expect(bridge.openCount('board.deltas')).toBe(0)
    rerender({ symbol: 'VCB', active: true })
    await waitFor(() => expect(bridge.callsOf('chart.history')).toHaveLength(2))
    expect(bridge.callsOf('chart.history')).toEqual([
      { symbol: 'FPT', resolution: '1D' },
      { symbol: 'VCB', resolution: '1D' },
    ])
    expect(bridge.subscriptions.map((s) => s.params)).toEqual([
      { kind: 'tickers', symbols: ['FPT'] },
      { kind: 'tickers', symbols: ['VCB'] },
    ])
  })

  it('holds no ticker feed off screen; shown again it subscribes at once and waits for a new price', () => {
    const { result, rerender } = renderChart({ symbol: 'FPT', active: true })
    expect(bridge.openCount('board.deltas')).toBe(1)
    act(() => snapshot('FPT', 101, 1_000))
    expect(result.current.quote.at).toBe(1_000)

    rerender({ symbol: 'FPT', active: false })
    expect(bridge.openCount('board.deltas')).toBe(0)
    expect(result.current.quote.at).toBeNull()

    rerender({ symbol: 'FPT', active: true })
    expect(bridge.openCount('board.deltas')).toBe(1)
    // The price of before the pause is not shown as live while the new snapshot is on its way.
    expect(result.current.quote.row).toBeNull()
    expect(result.current.quote.at).toBeNull()
    act(() => snapshot('FPT', 102, 9_000))
    expect(result.current.quote.at).toBe(9_000)
    expect(result.current.quote.row?.matchPrice).toBe(102)
  })
})
