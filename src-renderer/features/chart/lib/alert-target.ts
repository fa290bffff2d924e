import type { Drawing } from '../../../../src-shared/bridge/contract'
import { crossingDirection, type AlertsWindowFill } from '../../../lib/alerts/open-alerts-window'
import { isFuturesSymbol } from './plot-candles'

/**
 * How close (a share of the price) the pointer must be to a drawn level for the alert to follow that
 * level: about a candle body's thickness at the heights the chart is usually shown.
 */
export const levelReach = 0.004

/**
 * The alert the chart's key sets (A): at the drawn level nearest the pointer when one is within
 * reach (the alert then follows the line, `levelId`), else at the pointer's price, else at the last
 * price; raw VND, rounded to the đồng. The crossing is the one the price must make from the last price
 * to reach it (a level below the last price: "crosses below"). A futures chart is in index points, which the alert's price
 * is not: its window opens on the symbol alone.
 */
export function chartAlertFill(
  symbol: string,
  pointer: number | null,
  last: number | null,
  drawings: readonly Drawing[],
): AlertsWindowFill {
  if (isFuturesSymbol(symbol)) return { symbol }
  if (pointer !== null && pointer > 0) {
    const levels = drawings.flatMap((d) => (d.kind === 'level' ? [d] : []))
    const near = levels
      .map((d) => ({ d, gap: Math.abs(d.price - pointer) }))
      .filter(({ gap }) => gap <= pointer * levelReach)
      .sort((a, b) => a.gap - b.gap)[0]
    const lastKnown = last !== null && last > 0 ? last : null
    if (near !== undefined) {
      const price = Math.round(near.d.price)
      return { symbol, price, levelId: near.d.id, direction: crossingDirection(price, lastKnown) }
    }
    const price = Math.round(pointer)
    return { symbol, price, direction: crossingDirection(price, lastKnown) }
  }
  return last !== null && last > 0
    ? { symbol, price: Math.round(last), direction: crossingDirection(last, last) }
    : { symbol }
}
