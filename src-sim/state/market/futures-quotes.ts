import {
  futuresLimits,
  runningContracts,
  type RunningContract,
} from '../../../src-shared/market/futures-contracts'
import type { SessionPhase } from '../../../src-shared/market/sessions'
import type { ClockMode } from '../../kit/clock/sim-clock'
import { vnDayNumber } from '../../kit/clock/vietnam-time'
import { hashString, Prng } from './prng'
import { emptyQuoteDay, placeBook, type QuoteDay } from './ticker-state'
import { derivativesPhase } from './sessions'

/**
 * One VN30 futures contract's quote. Prices are kept in tenths of an index point (the 0.1 tick), so
 * every price, step and sum is an integer; the ticker record divides by ten. Sizes and volumes are in
 * contracts, `totalVal` in VND (points × 100,000 per contract).
 */
export interface FuturesQuote extends QuoteDay {
  readonly contract: RunningContract
  /** Position in the listing (0 = front month): sets how busy the contract is. */
  readonly rank: number
  ref: number
  ceiling: number
  floor: number
  /** Deviation of the traded price from its fair value, tenths; mean-reverting noise. */
  noise: number
  /** Engine step of the last change. */
  changedAt: number
}

/** Cost of carry, per year: futures trade a little above the index and converge to it at expiry. */
const carryPerYear = 0.03
/** Per-step chance of a match and the largest order, by listing rank: the front month is busiest. */
const tradeChance = [0.8, 0.35, 0.12, 0.08] as const
const maxContracts = [20, 8, 4, 3] as const
const foreignShare = 0.12
/** Steps of trading the market starts with, as the cash market does (about 45 minutes). */
const morningSteps = 1_800

export interface FuturesMarketOptions {
  seed: number
  startMs: number
  mode: ClockMode
  /** The VN30 level now, and at the first day's reference (yesterday's close). */
  underlying: { reference: number; level: () => number }
}

/**
 * The four running VN30 index futures, stepped with the cash market: each step the contracts trade
 * around the VN30 level plus a small carry, on the 0.1-point tick, inside their ±7% band, and they
 * roll when the front month expires. Its random draws come from its own generator, so adding the
 * futures changed nothing in the cash market a seed produces.
 */
export class FuturesMarket {
  private readonly rng: Prng
  private readonly mode: ClockMode
  private readonly underlying: () => number
  private running: FuturesQuote[] = []
  /** Every contract listed since the start, so a position in an expired one keeps a last price. */
  private readonly listed = new Map<string, FuturesQuote>()
  private day: number
  /** The level at the step being played, read once per step. */
  private lastLevel: number

  constructor(options: FuturesMarketOptions) {
    this.rng = new Prng((options.seed ^ hashString('vn30-futures')) >>> 0)
    this.mode = options.mode
    this.underlying = options.underlying.level
    this.day = vnDayNumber(options.startMs)
    // The first day's reference is yesterday's settlement: the fair value at the start level.
    for (const contract of runningContracts(options.startMs)) {
      this.list(contract, this.fairValue(contract, options.startMs, options.underlying.reference), 0)
    }
    this.lastLevel = this.level()
    for (let i = 0; i < morningSteps; i++) {
      for (const q of this.running) this.trade(q, options.startMs, 0)
    }
  }

  /** VN30 level now, two decimals as the exchange publishes it. */
  level(): number {
    return Math.round(this.underlying() * 100) / 100
  }

  /** The running contracts, front month first. */
  contracts(): readonly FuturesQuote[] {
    return this.running
  }

  /** A running contract's quote; expired contracts are no longer quoted. */
  quote(symbol: string): FuturesQuote | undefined {
    return this.running.find((q) => q.contract.symbol === symbol)
  }

  /** Last price in points of any contract listed since the start (the reference before a trade). */
  lastPrice(symbol: string): number {
    const q = this.listed.get(symbol)
    if (q === undefined) return 0
    return (q.matchPrice > 0 ? q.matchPrice : q.ref) / 10
  }

  /** `extraChance`: storm mode's additional match chance per contract this step. */
  step(nowMs: number, step: number, extraChance: number): void {
    const day = vnDayNumber(nowMs)
    if (day !== this.day) {
      this.day = day
      for (const q of this.running) startNewDay(q, step)
    }
    this.roll(nowMs, step)
    this.lastLevel = this.level()
    const phase: SessionPhase = derivativesPhase(this.mode, nowMs)
    if (phase === 'continuous') {
      for (const q of this.running) {
        this.trade(q, nowMs, step)
        if (extraChance > 0 && this.rng.chance(Math.min(1, extraChance))) this.trade(q, nowMs, step, true)
      }
    } else if (phase === 'ato' || phase === 'atc') {
      // Auctions collect orders without matching: the book moves, the last price does not.
      for (const q of this.running) if (this.rng.chance(0.3)) this.refreshBook(q, step)
    }
  }

  /** Drops the expired front month and lists the new far contract at its fair value. */
  private roll(nowMs: number, step: number): void {
    const wanted = runningContracts(nowMs)
    if (wanted[0]?.symbol === this.running[0]?.contract.symbol) return
    const level = this.level()
    this.running = []
    wanted.forEach((contract, rank) => {
      const known = this.listed.get(contract.symbol)
      if (known !== undefined) this.running.push({ ...known, contract, rank, changedAt: step })
      else this.list(contract, this.fairValue(contract, nowMs, level), step)
    })
    for (const q of this.running) this.listed.set(q.contract.symbol, q)
  }

  private list(contract: RunningContract, refTenths: number, step: number): void {
    const q: FuturesQuote = {
      contract,
      rank: this.running.length,
      ref: refTenths,
      ...limitsTenths(refTenths),
      noise: 0,
      ...emptyQuoteDay(),
      bid1: refTenths - 1,
      offer1: refTenths,
      changedAt: step,
    }
    this.refreshBook(q, step)
    this.running.push(q)
    this.listed.set(contract.symbol, q)
  }

  /** Index level plus carry to expiry, in tenths of a point. */
  private fairValue(contract: RunningContract, nowMs: number, level: number): number {
    const years = Math.max(0, contract.expiryMs - nowMs) / (365 * 86_400_000)
    return Math.round(level * (1 + carryPerYear * years) * 10)
  }

  /** One step of one contract: maybe a match that walks towards fair value plus noise. */
  private trade(q: FuturesQuote, nowMs: number, step: number, forced = false): void {
    q.noise = Math.max(-40, Math.min(40, Math.round(q.noise * 0.95 + (this.rng.next() - 0.5) * 6)))
    if (!forced && !this.rng.chance(tradeChance[q.rank] ?? 0.05)) {
      if (this.rng.chance(0.2)) this.refreshBook(q, step)
      return
    }
    const target = this.fairValue(q.contract, nowMs, this.lastLevel) + q.noise
    const last = q.matchPrice > 0 ? q.matchPrice : q.ref
    const gap = target - last
    // A few ticks at a time, faster when far off (a level that jumped, a contract just listed).
    const stride = this.rng.int(0, 3) + Math.floor(Math.abs(gap) / 10)
    const move = gap === 0 ? this.rng.int(-1, 1) : Math.sign(gap) * Math.min(Math.abs(gap), stride)
    const price = Math.max(q.floor, Math.min(q.ceiling, last + move))
    const qty = this.rng.int(1, maxContracts[q.rank] ?? 2)
    const buyUp = move > 0 || (move === 0 && this.rng.chance(0.5))
    q.matchPrice = price
    q.matchQtty = qty
    if (q.open === 0) q.open = price
    q.high = Math.max(q.high, price)
    q.low = q.low === 0 ? price : Math.min(q.low, price)
    q.totalVol += qty
    q.totalVal += price * 10_000 * qty
    if (this.rng.chance(foreignShare)) {
      if (buyUp) q.buyForeignQtty += qty
      else q.sellForeignQtty += qty
    }
    // The trade took the offer (buy-up) or the bid (sell-down): the book sits one tick around it,
    // or locks when the trade hit a limit.
    if (price === q.ceiling && buyUp) setBook(q, q.ceiling)
    else if (price === q.floor && !buyUp) setBook(q, q.floor - 1)
    else setBook(q, buyUp ? price - 1 : price)
    this.refreshBook(q, step)
  }

  private refreshBook(q: FuturesQuote, step: number): void {
    const max = (maxContracts[q.rank] ?? 2) * 6
    for (let i = 0; i < 3; i++) {
      q.bidQtty[i] = this.rng.int(1, max)
      q.offerQtty[i] = this.rng.int(1, max)
    }
    q.changedAt = step
  }
}

function limitsTenths(refTenths: number): { ceiling: number; floor: number } {
  const { ceiling, floor } = futuresLimits(refTenths / 10)
  return { ceiling: Math.round(ceiling * 10), floor: Math.round(floor * 10) }
}

/** A one-tick (0.1-point) spread from the best bid; at a limit the book locks there, as in the cash market. */
function setBook(q: FuturesQuote, bid1: number): void {
  placeBook(q, bid1, (price) => price + 1)
}

/**
 * A new trading day: the reference becomes the last price (the exchange uses the settlement price
 * VSDC publishes, which the simulator does not model), the band follows and the day's totals clear.
 */
function startNewDay(q: FuturesQuote, step: number): void {
  if (q.matchPrice > 0) q.ref = q.matchPrice
  // The resting sizes stay; only the day's figures and the book's prices start again.
  const { bidQtty, offerQtty } = q
  Object.assign(q, limitsTenths(q.ref), emptyQuoteDay(), { bidQtty, offerQtty })
  setBook(q, q.ref - 1)
  q.changedAt = step
}
