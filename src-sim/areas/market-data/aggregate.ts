import { measureIndex } from '../../state/market/indices/index-measure'
import { indexShares } from '../../state/market/indices/index-weights'
import type { TickerState } from '../../state/market/ticker-state'
import type { SimWorld } from '../../state/world'
import { companyName } from '../../state/research/companies'
import { lastPrice } from './market-view'
import { round } from './query-kit'
import { flowDay, foreignDay, isoDay, sessionDays, type FlowDay } from './stock-days'
import { windows, windowStartMs, type Window } from './table-query'

const DAY = 86_400_000

/** Advancing, declining, unchanged, ceiling and floor members now (the index measure's counts). */
export function breadthOf(members: readonly TickerState[], nowMs: number) {
  const m = measureIndex(members)
  return {
    advances: m.advances,
    declines: m.declines,
    nochanges: m.nochanges,
    ceiling: m.ceiling,
    floor: m.floor,
    total: members.length,
    time: nowMs,
  }
}

/**
 * Members with price, change, traded figures and weight, heaviest first: the weight is the one the
 * index gives (capped at `capPct` where the basket's rule caps it), the market cap the company's own.
 */
export function constituentsOf(members: readonly TickerState[], capPct?: number) {
  const caps = members.map((t) => lastPrice(t) * t.listing.sharesOutstanding)
  const shares = indexShares(members, capPct)
  const weighed = members.map((t, i) => lastPrice(t) * (shares[i] ?? 0))
  const total = weighed.reduce((a, b) => a + b, 0)
  return members
    .map((t, i) => {
      const price = lastPrice(t)
      return {
        symbol: t.symbol,
        name: companyName(t.symbol).name,
        exchange: t.exchange,
        price,
        reference: t.ref,
        change: price - t.ref,
        change_percent: t.ref > 0 ? round(((price - t.ref) / t.ref) * 100) : 0,
        volume: t.totalVol,
        value: t.totalVal,
        market_cap: caps[i] ?? 0,
        weight_pct: total > 0 ? round(((weighed[i] ?? 0) / total) * 100, 4) : 0,
      }
    })
    .sort((a, b) => b.market_cap - a.market_cap || a.symbol.localeCompare(b.symbol))
}

export type FlowTotals = FlowDay

const emptyTotals = (date: string): FlowTotals => flowDay(date, 0, 0, 0)

/** Foreign flows summed over members, one row per session in [fromMs, toMs), newest first. */
export function foreignByDay(
  world: SimWorld,
  members: readonly TickerState[],
  fromMs: number,
  toMs: number,
): FlowTotals[] {
  const byDate = new Map<string, FlowTotals>()
  for (const t of members) {
    for (const d of sessionDays(world, t, fromMs, toMs)) {
      const f = foreignDay(world, t, d)
      const row = byDate.get(d.date) ?? emptyTotals(d.date)
      row.buy_volume += f.buy_volume
      row.sell_volume += f.sell_volume
      row.net_volume += f.net_volume
      row.buy_value += f.buy_value
      row.sell_value += f.sell_value
      row.net_value += f.net_value
      byDate.set(d.date, row)
    }
  }
  return [...byDate.values()].sort((a, b) => b.date.localeCompare(a.date))
}

/** Today's foreign flows over members, straight from the engine's counts. */
export function foreignToday(members: readonly TickerState[], nowMs: number): FlowTotals {
  const row = emptyTotals(isoDay(nowMs))
  for (const t of members) {
    const price = lastPrice(t)
    row.buy_volume += t.buyForeignQtty
    row.sell_volume += t.sellForeignQtty
    row.buy_value += t.buyForeignQtty * price
    row.sell_value += t.sellForeignQtty * price
  }
  row.net_volume = row.buy_volume - row.sell_volume
  row.net_value = row.buy_value - row.sell_value
  return row
}

/**
 * A capitalisation-weighted level of members by session (100 at the first session of the range):
 * Σ shares × close over the members, as the exchange indices weigh theirs.
 */
export function capIndexByDay(
  world: SimWorld,
  members: readonly TickerState[],
  fromMs: number,
  toMs: number,
): { date: string; t: number; cap: number }[] {
  const byDay = new Map<number, number>()
  for (const t of members) {
    for (const d of sessionDays(world, t, fromMs, toMs)) {
      byDay.set(d.dayMs, (byDay.get(d.dayMs) ?? 0) + (d.candle.c ?? 0) * t.listing.sharesOutstanding)
    }
  }
  return [...byDay.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([dayMs, cap]) => ({ date: isoDay(dayMs), t: Math.floor(dayMs / 1000), cap }))
}

/** Cap-weighted return over each window, percent; today's return is against the reference. */
export function performanceOf(
  world: SimWorld,
  members: readonly TickerState[],
): Record<Window, number | null> {
  const now = world.clock.now()
  const capNow = members.reduce((a, t) => a + lastPrice(t) * t.listing.sharesOutstanding, 0)
  const oldest = Math.min(...windows.map((w) => windowStartMs(w, now)))
  const series = capIndexByDay(world, members, oldest - 10 * DAY, now + 1)
  const out = {} as Record<Window, number | null>
  for (const w of windows) {
    if (w === '1D') {
      const capRef = members.reduce((a, t) => a + t.ref * t.listing.sharesOutstanding, 0)
      out[w] = capRef > 0 ? round((capNow / capRef - 1) * 100) : null
      continue
    }
    const start = windowStartMs(w, now)
    const base = series.filter((p) => p.t * 1000 < start).at(-1)?.cap
    out[w] = base === undefined || base === 0 ? null : round((capNow / base - 1) * 100)
  }
  return out
}
