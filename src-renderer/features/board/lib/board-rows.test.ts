import { describe, expect, it } from 'vitest'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { BoardRows, type DeltaOrigin, type GridSink } from './board-rows'
import { createFrameApplier } from './frame-applier'
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

describe('BoardRows with a front delta (the rows on screen first)', () => {
  const poll = (at: number, changes: [string, number][], front?: true) => ({
    type: 'delta' as const,
    changes: changes.map(([symbol, matchPrice]) => ({ symbol, fields: { matchPrice } })),
    added: [],
    removed: [],
    tradingDate: '22/11/2025',
    at,
    ...(front ? { front } : {}),
  })

  /** BoardRows into the real frame applier, frames run by the test, the grid a recorder. */
  function intoGrid(drawn: Set<string>) {
    const frames: (() => void)[] = []
    const grid: RowTransaction[] = []
    const origins: (DeltaOrigin | undefined)[] = []
    const applier = createFrameApplier({
      apply: (tx) => grid.push(tx),
      drawnNow: () => (symbol) => drawn.has(symbol),
      requestFrame: (fn) => frames.push(fn),
    })
    const sink: GridSink = {
      setRows: () => undefined,
      apply: (tx, from) => {
        origins.push(from)
        applier.push(tx)
      },
    }
    const rows = new BoardRows()
    rows.attach(sink)
    rows.snapshot(['FPT', 'VNM', 'HPG', 'MWG'].map((s) => makeRow(s)))
    const runFrames = (): void => {
      while (frames.length > 0) frames.shift()?.()
    }
    /** How many times each symbol went into the grid, across every transaction. */
    const appliedCount = (): Record<string, number> => {
      const count: Record<string, number> = {}
      for (const tx of grid) for (const r of tx.update) count[r.symbol] = (count[r.symbol] ?? 0) + 1
      return count
    }
    const valueOf = (symbol: string) =>
      grid.flatMap((tx) => tx.update).findLast((r) => r.symbol === symbol)?.matchPrice
    return { rows, grid, origins, runFrames, appliedCount, valueOf }
  }

  it('applies a row once when its front and the full delta both arrive, and the full delta’s other rows still', () => {
    const g = intoGrid(new Set(['FPT', 'VNM']))
    const full = poll(7, [
      ['FPT', 101],
      ['VNM', 102],
      ['HPG', 103],
      ['MWG', 104],
    ])
    g.rows.delta(
      poll(
        7,
        [
          ['FPT', 101],
          ['VNM', 102],
        ],
        true,
      ),
    )
    // The front's frame comes before the full delta arrives, as it does when the full one is big.
    g.runFrames()
    g.rows.delta(full)
    g.runFrames()
    expect(g.appliedCount()).toEqual({ FPT: 1, VNM: 1, HPG: 1, MWG: 1 })
    expect(['FPT', 'VNM', 'HPG', 'MWG'].map(g.valueOf)).toEqual([101, 102, 103, 104])
    expect(g.origins).toEqual([
      { at: 7, part: 'front' },
      { at: 7, part: 'rest' },
    ])
  })

  it('applies each row once also when the full delta arrives before the front’s frame', () => {
    const g = intoGrid(new Set(['FPT']))
    g.rows.delta(poll(8, [['FPT', 201]], true))
    g.rows.delta(
      poll(8, [
        ['FPT', 201],
        ['HPG', 203],
      ]),
    )
    g.runFrames()
    expect(g.appliedCount()).toEqual({ FPT: 1, HPG: 1 })
    // The drawn row in the first transaction, the rest in the next frame's.
    expect(g.grid.map((tx) => tx.update.map((r) => r.symbol))).toEqual([['FPT'], ['HPG']])
  })

  it('applies a whole delta in full when no front with its stamp came before it', () => {
    const g = intoGrid(new Set(['FPT']))
    g.rows.delta(poll(9, [['FPT', 301]], true))
    g.rows.delta(
      poll(9, [
        ['FPT', 301],
        ['VNM', 302],
      ]),
    )
    // The next poll has no front (no row of the view changed): nothing of it is skipped.
    g.rows.delta(
      poll(10, [
        ['FPT', 311],
        ['VNM', 312],
      ]),
    )
    g.runFrames()
    expect(g.valueOf('FPT')).toBe(311)
    expect(g.valueOf('VNM')).toBe(312)
    expect(g.origins.map((o) => o?.part)).toEqual(['front', 'rest', 'whole'])
  })

  it('forgets a front at a snapshot: a later delta with its stamp is applied whole', () => {
    const g = intoGrid(new Set(['FPT']))
    g.rows.delta(poll(11, [['FPT', 401]], true))
    g.rows.snapshot(['FPT', 'VNM', 'HPG', 'MWG'].map((s) => makeRow(s)))
    g.rows.delta(
      poll(11, [
        ['FPT', 401],
        ['VNM', 402],
      ]),
    )
    g.runFrames()
    expect(g.valueOf('FPT')).toBe(401)
    expect(g.origins.at(-1)).toEqual({ at: 11, part: 'whole' })
  })
})
