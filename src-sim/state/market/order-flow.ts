import { priceLimits, tickDown, tickSize, tickUp, snapToTick } from '../../../src-shared/market/price-rules'
import type { Prng } from './prng'
import type { SessionPhase } from './sessions'
import { emptyQuoteDay, flowProfile, placeBook, type Regime, type TickerState } from './ticker-state'
import type { Listing } from './universe'

/**
 * The random order flow of one ticker: a one-tick spread that trades at the bid or the offer and
 * shifts when a level is consumed, drifting towards a target. Reaching a limit locks the book there
 * (no offers at the ceiling, no bids at the floor), as on a real board.
 */

const initialTradeChance = { high: 1, mid: 0.98, low: 0.8, thin: 0.4, dormant: 0.1 } as const
/** Matches already made by 10:00, per unit of per-step trade chance (about 45 min of flow). */
const morningSteps = 1_800

function clampToBand(s: TickerState, price: number): number {
  return Math.min(s.ceiling, Math.max(s.floor, price))
}

/** `n` ticks up (n > 0) or down from `price`, staying inside the band. */
function moveTicks(s: TickerState, price: number, n: number): number {
  let p = price
  for (let i = 0; i < Math.abs(n); i++) {
    const next = n > 0 ? tickUp(s.exchange, p) : tickDown(s.exchange, p)
    if (next > s.ceiling || next < s.floor) break
    p = next
  }
  return p
}

function setBook(s: TickerState, bid1: number): void {
  placeBook(s, bid1, (price) => tickUp(s.exchange, price))
}

function drawTarget(s: TickerState, rng: Prng): number {
  switch (s.regime) {
    case 'ceiling':
      return Math.round(s.ceiling * 1.05)
    case 'floor':
      return Math.round(s.floor * 0.95)
    case 'flat':
      return s.ref
    case 'walk': {
      const pct = (rng.next() + rng.next() + rng.next() - 1.5) * 0.06
      return Math.round(s.ref * (1 + pct))
    }
  }
}

function refreshQuantities(s: TickerState, rng: Prng): void {
  const max = flowProfile[s.liquidity].maxLots * 3
  const lockedLots = flowProfile[s.liquidity].maxLots * 40
  for (let i = 0; i < 3; i++) {
    s.bidQtty[i] = rng.int(1, i === 0 && s.offer1 === 0 ? lockedLots : max) * 100
    s.offerQtty[i] = rng.int(1, i === 0 && s.bid1 === 0 ? lockedLots : max) * 100
  }
}

function placeForRegime(s: TickerState, rng: Prng): void {
  switch (s.regime) {
    case 'ceiling':
      setBook(s, s.ceiling)
      break
    case 'floor':
      setBook(s, 0)
      break
    case 'flat':
      setBook(s, tickDown(s.exchange, s.ref))
      break
    case 'walk': {
      const direction = Math.sign(s.target - s.ref)
      setBook(s, moveTicks(s, s.ref, direction * rng.int(0, 6)))
      break
    }
  }
}

export function createTicker(listing: Listing, rng: Prng, regime: Regime, anchored: boolean): TickerState {
  const { exchange } = listing
  const ref = snapToTick(exchange, listing.level * (0.9 + 0.2 * rng.next()))
  const { ceiling, floor } = priceLimits(exchange, ref)
  const s: TickerState = {
    listing,
    symbol: listing.symbol,
    exchange,
    liquidity: listing.liquidity,
    ref,
    ceiling,
    floor,
    regime,
    anchored,
    target: ref,
    ...emptyQuoteDay(),
    room: 0,
    buyUpVol: [0, 0, 0],
    sellDownVol: [0, 0, 0],
    changedAt: 0,
  }
  s.target = drawTarget(s, rng)
  placeForRegime(s, rng)
  refreshQuantities(s, rng)

  const limit = Math.floor((listing.folPct / 100) * listing.sharesOutstanding)
  const held = rng.chance(0.1) ? limit : Math.floor(limit * (0.3 + 0.65 * rng.next()))
  s.room = limit - held

  if (rng.chance(initialTradeChance[s.liquidity])) morningHistory(s, rng)
  return s
}

/** Totals, open, high and low of a morning already under way when the simulator starts. */
function morningHistory(s: TickerState, rng: Prng): void {
  const profile = flowProfile[s.liquidity]
  const last =
    s.offer1 === 0
      ? s.bid1
      : s.bid1 === 0 || s.regime === 'flat'
        ? s.offer1
        : rng.chance(0.5)
          ? s.offer1
          : s.bid1
  const open = s.regime === 'flat' ? s.ref : moveTicks(s, s.ref, rng.int(-2, 2))
  s.matchPrice = last
  s.matchQtty = rng.int(1, profile.maxLots) * 100
  s.open = open
  s.high = moveTicks(s, Math.max(open, last), s.regime === 'flat' ? 0 : rng.int(0, 3))
  s.low = moveTicks(s, Math.min(open, last), s.regime === 'flat' ? 0 : -rng.int(0, 3))
  const trades = Math.max(1, Math.round(profile.trade * morningSteps * (0.5 + rng.next())))
  s.totalVol = Math.max(1, Math.round((trades * profile.maxLots) / 2)) * 100
  const avg = clampToBand(s, Math.round((s.open + s.high + s.low + last) / 4))
  s.totalVal = avg * s.totalVol
  const buShare = 0.3 + 0.4 * rng.next()
  const cls = investorClass(avg * profile.maxLots * 50)
  s.buyUpVol[cls] = Math.round((s.totalVol * buShare) / 100) * 100
  s.sellDownVol[cls] = s.totalVol - s.buyUpVol[cls]
  const foreignShare = profile.foreign * (0.5 + rng.next())
  // Foreigners buy in board lots: the room left (any number of shares) bounds them to whole lots.
  const roomInLots = Math.floor(s.room / 100) * 100
  s.buyForeignQtty = Math.min(roomInLots, Math.round((s.totalVol * foreignShare * rng.next()) / 100) * 100)
  s.room -= s.buyForeignQtty
  s.sellForeignQtty = Math.round((s.totalVol * foreignShare * rng.next()) / 100) * 100
  s.room += s.sellForeignQtty
}

/**
 * Investor class of a match by its value (vn-market.md §7 suggestion): under 100 million VND sheep,
 * up to 1 billion wolf, above that shark.
 */
export function investorClass(value: number): 0 | 1 | 2 {
  if (value < 100_000_000) return 0
  if (value <= 1_000_000_000) return 1
  return 2
}

function recordMatch(s: TickerState, rng: Prng, price: number, qty: number, buyUp: boolean): void {
  s.matchPrice = price
  s.matchQtty = qty
  if (s.open === 0) s.open = price
  s.high = s.high === 0 ? price : Math.max(s.high, price)
  s.low = s.low === 0 ? price : Math.min(s.low, price)
  s.totalVol += qty
  s.totalVal += price * qty
  const cls = investorClass(price * qty)
  if (buyUp) s.buyUpVol[cls] += qty
  else s.sellDownVol[cls] += qty
  if (rng.chance(flowProfile[s.liquidity].foreign)) {
    if (buyUp && s.room >= qty) {
      s.buyForeignQtty += qty
      s.room -= qty
    } else if (!buyUp) {
      s.sellForeignQtty += qty
      s.room += qty
    }
  }
}

/**
 * A match the control API asks for (a test or bench moves a price): at `price`, already checked to
 * lie in the band, with the book and the flow's target moved there so the walk goes on from it.
 */
export function printMatch(s: TickerState, price: number, qty: number): void {
  s.target = price
  // The book moves with it, so the next matches of the walk trade there, not back where it was.
  setBook(s, price)
  s.matchPrice = price
  s.matchQtty = qty
  if (s.open === 0) s.open = price
  s.high = s.high === 0 ? price : Math.max(s.high, price)
  s.low = s.low === 0 ? price : Math.min(s.low, price)
  s.totalVol += qty
  s.totalVal += price * qty
}

/** One match at the best price on the side the flow favours, then maybe a book shift. */
export function trade(s: TickerState, rng: Prng, step: number): void {
  const profile = flowProfile[s.liquidity]
  let buyUp: boolean
  let price: number
  if (s.offer1 === 0) {
    buyUp = false
    price = s.bid1
  } else if (s.bid1 === 0) {
    buyUp = true
    price = s.offer1
  } else {
    if (s.regime === 'flat') buyUp = true
    else {
      const mid = (s.bid1 + s.offer1) / 2
      const gapTicks = (s.target - mid) / tickSize(s.exchange, mid)
      buyUp = rng.chance(0.5 + 0.35 * Math.max(-1, Math.min(1, gapTicks / 4)))
    }
    price = buyUp ? s.offer1 : s.bid1
  }
  recordMatch(s, rng, price, rng.int(1, profile.maxLots) * 100, buyUp)

  if (s.regime !== 'flat') {
    if (s.offer1 === 0) {
      if (s.target < s.ceiling && rng.chance(0.15)) setBook(s, tickDown(s.exchange, s.ceiling))
    } else if (s.bid1 === 0) {
      if (s.target > s.floor && rng.chance(0.15)) setBook(s, s.floor)
    } else if (rng.chance(0.35)) {
      setBook(s, buyUp ? s.offer1 : tickDown(s.exchange, s.bid1))
    }
  }
  refreshQuantities(s, rng)
  s.changedAt = step
}

const regimeWeights: readonly [Regime, number][] = [
  ['walk', 0.85],
  ['ceiling', 0.05],
  ['floor', 0.04],
  ['flat', 0.06],
]

function drawRegime(rng: Prng): Regime {
  let u = rng.next()
  for (const [regime, weight] of regimeWeights) {
    if (u < weight) return regime
    u -= weight
  }
  return 'walk'
}

export function initialRegime(rng: Prng): Regime {
  return drawRegime(rng)
}

/**
 * One engine step for one ticker. Matches happen only in continuous sessions; in the auctions the
 * book still changes; outside sessions nothing moves.
 */
export function stepTicker(s: TickerState, rng: Prng, step: number, phase: SessionPhase): void {
  if (phase !== 'continuous' && phase !== 'ato' && phase !== 'atc') return
  const matching = phase === 'continuous'
  const profile = flowProfile[s.liquidity]
  if (!s.anchored && rng.chance(0.0005)) {
    s.regime = drawRegime(rng)
    s.target = drawTarget(s, rng)
  } else if (s.regime === 'walk' && rng.chance(0.003)) {
    s.target = drawTarget(s, rng)
  }
  if (matching && rng.chance(profile.trade)) {
    trade(s, rng, step)
  } else if (profile.trade >= 0.3 && rng.chance(0.3)) {
    const level = rng.int(0, 2)
    if (rng.chance(0.5)) {
      if (s.bid1 > 0) s.bidQtty[level] = rng.int(1, profile.maxLots * 3) * 100
    } else if (s.offer1 > 0) {
      s.offerQtty[level] = rng.int(1, profile.maxLots * 3) * 100
    }
    s.changedAt = step
  }
}

/**
 * A new trading day: the reference becomes the last price (UPCOM: the day's average, §1.8), limits
 * are recomputed and the day's totals start again.
 */
export function startNewDay(s: TickerState, rng: Prng, step: number): void {
  if (s.matchPrice > 0) {
    const next = s.exchange === 'UPCOM' && s.totalVol > 0 ? Math.round(s.totalVal / s.totalVol) : s.matchPrice
    s.ref = snapToTick(s.exchange, next)
  }
  const { ceiling, floor } = priceLimits(s.exchange, s.ref)
  s.ceiling = ceiling
  s.floor = floor
  // The book is placed again just below, for the regime.
  Object.assign(s, emptyQuoteDay())
  s.buyUpVol = [0, 0, 0]
  s.sellDownVol = [0, 0, 0]
  s.target = drawTarget(s, rng)
  placeForRegime(s, rng)
  refreshQuantities(s, rng)
  s.changedAt = step
}
