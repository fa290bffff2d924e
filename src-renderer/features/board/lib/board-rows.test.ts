import { describe, expect, it } from 'vitest'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { BoardRows, type GridSink } from './board-rows'
import { makeRow } from '../../../testing/ticker-rows'
import type { RowTransaction } from './transactions'

function recorder() {
  const calls: ({ set: string[] } | { tx: RowTransaction })[] = []
  const sink: GridSink = {
    setRows: (rows: TickerRow[]) => calls.push({ set: rows.map((r) => r.symbol) }),
    apply: (tx) => calls.push({ tx }),
  }
  return { calls, sink }
}

const deltaOf = (symbol: string, matchPrice: number) => ({
  type: 'delta' as const,
  changes: [{ symbol, fields: { matchPrice } }],
  added: [],
  removed: [],
  tradingDate: '22/11/2025',
  at: 0,
})

describe('BoardRows', () => {
  it('sets the first snapshot at once, then sends deltas as transactions', () => {
    const { calls, sink } = recorder()
    const rows = new BoardRows()
    rows.attach(sink)
    rows.snapshot([makeRow('FPT'), makeRow('VNM')])
    rows.delta(deltaOf('FPT', 99_300))
    expect(calls[0]).toEqual({ set: [] })
    expect(calls[1]).toEqual({ set: ['FPT', 'VNM'] })
    expect(calls[2]).toMatchObject({ tx: { update: [{ symbol: 'FPT', matchPrice: 99_300 }] } })
  })

  it('keeps what arrives before the grid and hands it over on attach', () => {
    const { calls, sink } = recorder()
    const rows = new BoardRows()
    rows.snapshot([makeRow('FPT')])
    rows.delta(deltaOf('FPT', 1))
    rows.attach(sink)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toEqual({ set: ['FPT'] })
  })

  it('applies a later snapshot (a reconnect) as a transaction, not a new rowData', () => {
    const { calls, sink } = recorder()
    const rows = new BoardRows()
    rows.attach(sink)
    rows.snapshot([makeRow('FPT')])
    rows.snapshot([makeRow('FPT', { matchPrice: 2 }), makeRow('HPG')])
    expect(calls).toHaveLength(3)
    expect(calls[2]).toMatchObject({ tx: { add: [{ symbol: 'HPG' }], update: [{ symbol: 'FPT' }] } })
  })
})
