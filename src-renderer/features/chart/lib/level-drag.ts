import type { Drawing } from '../../../../src-shared/bridge/contract'
import { futuresTick } from '../../../../src-shared/market/futures-contracts'
import {
  snapToTick,
  tickDown,
  tickUp,
  isOnTick,
  type Exchange,
} from '../../../../src-shared/market/price-rules'
import { isFuturesSymbol } from './plot-candles'

/**
 * How far (CSS pixels) from a level's line the pointer may press and still take hold of it: a
 * line is one pixel, a hand is not that steady.
 */
export const levelGrabPx = 6

/** A level as the chart shows it: its id and where its line is now (null: off the pane). */
export interface LevelOnScreen {
  readonly id: string
  readonly y: number | null
}

/** The level whose line is nearest `y`, within `reach` pixels; null when none is. */
export function levelAt(levels: readonly LevelOnScreen[], y: number, reach = levelGrabPx): string | null {
  let best: { id: string; gap: number } | null = null
  for (const level of levels) {
    if (level.y === null) continue
    const gap = Math.abs(level.y - y)
    if (gap <= reach && (best === null || gap < best.gap)) best = { id: level.id, gap }
  }
  return best?.id ?? null
}

/** Prices a level can stand at, and one step from one to the next. */
export interface LevelTicks {
  /** The valid price nearest a price (a pointer's, between ticks). */
  readonly snap: (price: number) => number
  /** One step up (1) or down (-1); a price off the grid first lands on it in that direction. */
  readonly step: (price: number, direction: 1 | -1) => number
}

/** Steps of a fixed size (futures points, or a stock whose exchange is not known yet). */
function evenTicks(size: number): LevelTicks {
  // Rounded to the step's decimals so 0.1-point steps do not collect binary fractions.
  const decimals = Math.max(0, -Math.floor(Math.log10(size)))
  const clean = (n: number) => Number(n.toFixed(decimals))
  const snap = (price: number) => clean(Math.max(size, Math.round(price / size) * size))
  return {
    snap,
    step: (price, direction) => {
      const snapped = snap(price)
      const onGrid = Math.abs(snapped - price) < size / 1000
      if (!onGrid && Math.sign(snapped - price) === direction) return snapped
      return clean(Math.max(size, snapped + direction * size))
    },
  }
}

/**
 * The tick grid a level moves on: the symbol's exchange's price steps (src-shared/market/price-rules:
 * HOSE 10 / 50 / 100 VND by price, HNX and UPCOM 100), the 0.1-point tick for VN30 futures, and
 * 10 VND (the finest step of any board) while a stock's exchange is not known. Prices in raw VND.
 */
export function levelTicks(symbol: string, exchange: Exchange | null): LevelTicks {
  if (isFuturesSymbol(symbol)) return evenTicks(futuresTick)
  if (exchange === null) return evenTicks(10)
  const snap = (price: number) => snapToTick(exchange, Math.max(1, price))
  return {
    snap,
    step: (price, direction) => {
      if (!isOnTick(exchange, price)) {
        const snapped = snap(price)
        if (Math.sign(snapped - price) === direction) return snapped
        price = snapped
      }
      const next = direction > 0 ? tickUp(exchange, price) : tickDown(exchange, price)
      return next > 0 ? next : price
    },
  }
}

/** The symbol's lines with one level moved; the same id, so an alert following it follows. */
export function withLevelAt(drawings: readonly Drawing[], id: string, price: number): Drawing[] {
  return drawings.map((d) => (d.kind === 'level' && d.id === id ? { ...d, price } : d))
}

/**
 * The level the selection key goes to next: top to bottom by price, around to the top again; the
 * highest when none is chosen yet. Null when the symbol has no level.
 */
export function nextLevelId(drawings: readonly Drawing[], current: string | null): string | null {
  const levels = drawings
    .flatMap((d) => (d.kind === 'level' ? [d] : []))
    .sort((a, b) => b.price - a.price || a.id.localeCompare(b.id))
  if (levels.length === 0) return null
  const at = levels.findIndex((d) => d.id === current)
  return (levels[(at + 1) % levels.length] ?? levels[0])?.id ?? null
}
