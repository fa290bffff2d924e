import { useMemo, useState } from 'react'
import type { Drawing } from '../../../../src-shared/bridge/contract'
import { levelTicks, nextLevelId, withLevelAt, type LevelTicks } from '../lib/level-drag'
import { newDrawingId } from './use-drawings'
import { useSymbolExchange } from './use-symbol-exchange'

type Level = Extract<Drawing, { kind: 'level' }>

export interface ChosenLevel {
  /** The level the keys move, null for none (or when it was removed). */
  readonly chosen: Level | null
  readonly choose: (id: string | null) => void
  /** The symbol's tick grid (its exchange's, once known). */
  readonly ticks: LevelTicks
  /** A new level at a price, on the grid, chosen at once. */
  readonly add: (price: number) => void
  readonly move: (id: string, price: number) => void
  /** N: the next level; ↑ ↓: the chosen one a tick (Shift: ten); Delete: removes it. True if used. */
  readonly onKey: (e: KeyboardEvent) => boolean
}

/**
 * A symbol's levels as the trader moves them: the one chosen (with N, a press on its line, or just
 * drawn), and the moves, saved through `save` (the symbol's lines in the settings file) on the
 * exchange's ticks.
 */
export function useChosenLevel(
  symbol: string,
  drawings: readonly Drawing[],
  save: (next: readonly Drawing[]) => void,
): ChosenLevel {
  const [chosenId, choose] = useState<string | null>(null)
  const found = drawings.find((d) => d.kind === 'level' && d.id === chosenId)
  const chosen = found?.kind === 'level' ? found : null
  const exchange = useSymbolExchange(symbol)
  const ticks = useMemo(() => levelTicks(symbol, exchange), [symbol, exchange])

  const move = (id: string, price: number) => save(withLevelAt(drawings, id, price))
  const add = (price: number) => {
    const id = newDrawingId()
    save([...drawings, { kind: 'level', id, price: ticks.snap(price) }])
    choose(id)
  }
  const onKey = (e: KeyboardEvent): boolean => {
    if (e.key.toLowerCase() === 'n' && !e.shiftKey) {
      choose(nextLevelId(drawings, chosen?.id ?? null))
      return true
    }
    if (chosen === null) return false
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      const direction = e.key === 'ArrowUp' ? 1 : -1
      let price = chosen.price
      for (let i = 0; i < (e.shiftKey ? 10 : 1); i++) price = ticks.step(price, direction)
      move(chosen.id, price)
      return true
    }
    if (e.key === 'Delete' || e.key === 'Backspace') {
      save(drawings.filter((d) => d.id !== chosen.id))
      choose(null)
      return true
    }
    return false
  }
  return { chosen, choose, ticks, add, move, onKey }
}
