import { useEffect, useRef, useState } from 'react'
import type { ChartResolution, RowChange, TickerRow } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { useStream } from '../../../lib/bridge/use-stream'
import { foldQuote, type PlotCandle } from '../lib/live-candle'

export interface LiveCandleState {
  /** The symbol's ticker record now (reference, ceiling, floor for the chart's lines). */
  readonly row: TickerRow | null
  /** Epoch ms (core clock) of the update `row` reflects. */
  readonly at: number | null
  readonly error: BridgeError | null
  /** The last candle as the board moves it; null until the first match after the history. */
  readonly live: PlotCandle | null
  /** Set when the feed stream ended (not only stale): subscribes again. */
  readonly retry: (() => void) | null
  /** The market answered without this symbol: it lists no such code (null until it answered). */
  readonly unknown?: boolean | null
}

interface Held extends Omit<LiveCandleState, 'retry'> {
  readonly symbol: string
  /** Which history (symbol, width, read) the live candle continues. */
  readonly base: string
  readonly seenVolume: number | null
}

/** A delta's fields over the row; a field the delta does not carry keeps its value. */
function merged(row: TickerRow, fields: RowChange['fields']): TickerRow {
  const next: Record<string, unknown> = { ...row }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) next[key] = value
  return next as TickerRow
}

/**
 * The symbol's ticker record, live, through the same board feed the boards use (the core shares one
 * poll per ticker list), folded into the chart's last candle. `base` names the history the candle
 * continues (`baseCandle` is its last candle): when the history is read again or the width changes,
 * the live candle starts over from it. While `enabled` is false (a detail window's chart off screen
 * or its symbol not settled) it holds no subscription, and what it held is dropped when the feed
 * stops: shown again, the chart waits for the new snapshot instead of showing an old price as live.
 */
export function useLiveCandle(
  symbol: string,
  resolution: ChartResolution,
  base: string,
  baseCandle: PlotCandle | undefined,
  enabled = true,
): LiveCandleState {
  const [held, setHeld] = useState<Held | null>(null)
  const basis = useRef({ base, baseCandle, resolution })
  useEffect(() => {
    basis.current = { base, baseCandle, resolution }
  }, [base, baseCandle, resolution])

  // Folds one update into the held state; `nextRow` derives the row from the one held before.
  const apply = (nextRow: (before: TickerRow | null) => TickerRow | null, at: number) =>
    setHeld((before) => {
      const { base: b, baseCandle: candle, resolution: r } = basis.current
      const mine = before !== null && before.symbol === symbol ? before : null
      const row = nextRow(mine?.row ?? null)
      const same = mine !== null && mine.base === b
      const previous = same ? mine.live : null
      const seen = same ? mine.seenVolume : null
      const folded = row === null ? null : foldQuote(previous ?? candle, row, Math.floor(at / 1000), r, seen)
      return {
        symbol,
        base: b,
        row,
        at,
        error: null,
        live: folded?.candle ?? previous,
        seenVolume: folded?.seenVolume ?? seen,
      }
    })
  const fail = (error: BridgeError) =>
    setHeld((before) => (before !== null && before.symbol === symbol ? { ...before, error } : before))
  const stream = useStream(
    'board.deltas',
    { kind: 'tickers', symbols: [symbol] },
    {
      enabled,
      onStart: () => () => setHeld(null),
      onEvent: (event) => {
        if (event.type === 'snapshot') {
          const row = event.rows.find((r) => r.symbol === symbol) ?? null
          apply(() => row, event.at)
        } else if (event.type === 'delta') {
          const change = event.changes.find((c) => c.symbol === symbol)
          if (change !== undefined)
            apply((row) => (row === null ? null : merged(row, change.fields)), event.at)
        } else if (event.status.state === 'stale' && event.status.error) {
          fail(event.status.error)
        }
      },
    },
  )
  const ended = stream.status === 'ended' ? stream.error : null
  const retry = ended === null ? null : stream.resubscribe

  if (held === null || held.symbol !== symbol) return { row: null, at: null, error: ended, live: null, retry }
  return {
    row: held.row,
    at: held.at,
    error: ended ?? held.error,
    live: held.base === base ? held.live : null,
    retry,
    unknown: held.at === null ? null : held.row === null,
  }
}
