import type { BasketCode } from '../../../src-shared/market/baskets'
import { exchanges, type Exchange } from '../../../src-shared/market/price-rules'
import type { ClockMode } from '../../kit/clock/sim-clock'
import { vnDateString, vnDayNumber } from '../../kit/clock/vietnam-time'
import { IntradayBars } from './bars/intraday-bars'
import { FuturesMarket } from './futures-quotes'
import { vn30Underlying } from './futures-underlying'
import { createTicker, initialRegime, printMatch, startNewDay, stepTicker, trade } from './order-flow'
import { Prng } from './prng'
import { phaseAt, type SessionPhase } from './sessions'
import type { Regime, TickerState } from './ticker-state'
import { buildUniverse, type Universe } from './universe'

export interface MarketEngineOptions {
  seed: number
  startMs: number
  mode: ClockMode
}

/** Simulated time between two engine steps. */
export const engineStepMs = 500
const maxCatchUpSteps = 1_200

const universe: Universe = buildUniverse()

/**
 * The cash market. Its state is a pure function of the seed and the number of steps taken, and steps
 * follow the simulator clock, so the same seed and the same clock moves give the same data.
 */
export class MarketEngine {
  readonly mode: ClockMode
  private readonly rng: Prng
  private readonly tickers: TickerState[]
  private readonly bySymbol = new Map<string, TickerState>()
  private readonly members = new Map<BasketCode, TickerState[]>()
  private timeMs: number
  private day: number
  private steps = 0
  /** Matches the control API printed: they change the state between steps. */
  private prints = 0
  /** Extra matches per simulated second spread over the universe (storm mode). */
  private stormPerSecond = 0
  private stormCarry = 0
  /** Today's one-minute candles, for the quote-history endpoint. */
  readonly bars: IntradayBars
  private minute: number
  private readonly minuteListeners: ((minuteMs: number) => void)[] = []
  /** VN30 index futures, stepped with the cash market they follow. */
  readonly futures: FuturesMarket

  constructor(options: MarketEngineOptions) {
    this.mode = options.mode
    this.rng = new Prng(options.seed)
    this.timeMs = options.startMs
    this.day = vnDayNumber(options.startMs)
    this.minute = Math.floor(options.startMs / 60_000)

    const anchorRng = this.rng.fork('anchors')
    const vn30 = [...(universe.basketMembers.get(2) ?? [])]
    const anchors = new Map<string, Regime>()
    for (const regime of ['ceiling', 'floor', 'flat'] as const) {
      const i = anchorRng.int(0, vn30.length - 1)
      const [symbol] = vn30.splice(i, 1)
      if (symbol !== undefined) anchors.set(symbol, regime)
    }

    const initRng = this.rng.fork('init')
    this.tickers = universe.listings.map((listing) => {
      const anchor = anchors.get(listing.symbol)
      const regime = anchor ?? initialRegime(initRng)
      return createTicker(listing, initRng, regime, anchor !== undefined)
    })
    for (const t of this.tickers) {
      this.bySymbol.set(t.symbol, t)
      for (const code of t.listing.baskets) {
        const list = this.members.get(code) ?? []
        list.push(t)
        this.members.set(code, list)
      }
    }
    this.bars = new IntradayBars(options.seed, options.startMs)
    this.bars.backfill(this.tickers, morningMinutes(this.mode, options.startMs))
    this.futures = new FuturesMarket({ ...options, underlying: vn30Underlying(this.basket(2)) })
  }

  /** Increases on every step; callers cache what they derive from the state against it. */
  get version(): number {
    return this.steps + this.prints
  }

  /**
   * A match at `price` now (the control API's `POST /__sim/price`): for tests and benches that need
   * a price to cross a level at a known moment. Refused (false) for an unknown symbol or a price
   * outside the day's band.
   */
  print(symbol: string, price: number, qty = 100): boolean {
    const s = this.bySymbol.get(symbol)
    if (s === undefined || price < s.floor || price > s.ceiling) return false
    printMatch(s, price, qty)
    this.prints++
    return true
  }

  get now(): number {
    return this.timeMs
  }

  get tradingDate(): string {
    return vnDateString(this.timeMs)
  }

  get size(): number {
    return this.tickers.length
  }

  ticker(symbol: string): TickerState | undefined {
    return this.bySymbol.get(symbol)
  }

  basket(code: BasketCode): readonly TickerState[] {
    return this.members.get(code) ?? []
  }

  all(): readonly TickerState[] {
    return this.tickers
  }

  phase(exchange: Exchange): SessionPhase {
    return phaseAt(this.mode, exchange, this.timeMs)
  }

  setStorm(updatesPerSecond: number): void {
    this.stormPerSecond = Math.max(0, updatesPerSecond)
    this.stormCarry = 0
  }

  get storm(): number {
    return this.stormPerSecond
  }

  /**
   * Called after the step that crosses each simulated minute, with that minute's start: what needs
   * the market minute by minute (the intraday index series) samples here instead of on every step.
   */
  onMinute(listener: (minuteMs: number) => void): void {
    this.minuteListeners.push(listener)
  }

  /**
   * Runs every step due up to `ms` of simulated time. A gap longer than ten simulated minutes (a big
   * clock jump, a sleeping laptop) is skipped except for its last ten minutes, so no request ever
   * pays for hours of catch-up; a day boundary inside the gap still starts a new trading day.
   */
  syncTo(ms: number): void {
    const due = Math.floor((ms - this.timeMs) / engineStepMs)
    if (due > maxCatchUpSteps) this.timeMs += (due - maxCatchUpSteps) * engineStepMs
    while (this.timeMs + engineStepMs <= ms) this.step()
  }

  private step(): void {
    this.timeMs += engineStepMs
    this.steps++
    const step = this.steps
    const day = vnDayNumber(this.timeMs)
    if (day !== this.day) {
      this.day = day
      for (const t of this.tickers) startNewDay(t, this.rng, step)
    }
    const phases = new Map<Exchange, SessionPhase>()
    for (const ex of exchanges) phases.set(ex, phaseAt(this.mode, ex, this.timeMs))
    for (const t of this.tickers) stepTicker(t, this.rng, step, phases.get(t.exchange) ?? 'closed')

    if (this.stormPerSecond > 0) {
      this.stormCarry += (this.stormPerSecond * engineStepMs) / 1000
      const n = Math.floor(this.stormCarry)
      this.stormCarry -= n
      for (let i = 0; i < n; i++) {
        const t = this.tickers[this.rng.int(0, this.tickers.length - 1)]
        if (t !== undefined && phases.get(t.exchange) === 'continuous') trade(t, this.rng, step)
      }
    }
    // Storm mode's extra matches reach the futures at the rate any one ticker gets them.
    this.futures.step(this.timeMs, step, (this.stormPerSecond * engineStepMs) / 1000 / this.tickers.length)
    this.bars.observe(this.tickers, this.timeMs)

    const minute = Math.floor(this.timeMs / 60_000)
    if (minute !== this.minute) {
      this.minute = minute
      for (const listener of this.minuteListeners) listener(minute * 60_000)
    }
  }
}

/**
 * The minutes of the morning the engine seeds at start (order-flow's `morningHistory` stands for about
 * fifteen minutes of trading): the fifteen minutes before the start that were in continuous session.
 */
function morningMinutes(mode: ClockMode, startMs: number): number[] {
  const startMinute = Math.floor(startMs / 60_000) * 60_000
  const minutes: number[] = []
  for (let i = 15; i >= 1; i--) {
    const minute = startMinute - i * 60_000
    if (phaseAt(mode, 'HOSE', minute) === 'continuous') minutes.push(minute)
  }
  return minutes
}

export function basketMembers(code: BasketCode): readonly string[] {
  return universe.basketMembers.get(code) ?? []
}
