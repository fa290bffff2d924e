import type { IndexRealtimeEntrySpec, MarketIndexCode } from '../../../../src-shared/schemas/index-realtime'
import { vnDayNumber, vnParts, vnTime } from '../../../kit/clock/vietnam-time'
import type { MarketEngine } from '../engine'
import { Prng } from '../prng'
import type { TickerState } from '../ticker-state'
import { indexDefinitions, type IndexDefinition } from './index-definitions'
import type { IndexToday } from './index-history'
import { measureIndex, type IndexMeasure } from './index-measure'
import { morningSeries } from './index-morning'
import { IndexTape, type IndexPoint } from './index-tape'
import { minutesBefore, publishesAt } from './trading-minutes'

/** A whole HOSE day is 270 published minutes; a demo day trades round the clock, so keep six hours. */
export const maxSeriesPoints = 360
/** Minutes of morning series drawn before the start (the engine's morning stands for about that). */
const morningMinutes = 15

interface LiveIndex {
  def: IndexDefinition
  members: readonly TickerState[]
  /** VND of member capitalisation per index point; fixed, as no corporate action is modelled. */
  divisor: number
  tape: IndexTape
  /** allQuantity at the last point, so each point carries the volume of its own minute. */
  quantityAtLastPoint: number
}

const round2 = (x: number): number => Math.round(x * 100) / 100

function vnDayStart(ms: number): number {
  const p = vnParts(ms)
  return vnTime(p.year, p.month, p.day)
}

function pointOf(time: number, value: number, m: IndexMeasure, volume: number): IndexPoint {
  return {
    time,
    value,
    volume,
    advances: m.advances,
    declines: m.declines,
    nochanges: m.nochanges,
    ceiling: m.ceiling,
    floor: m.floor,
  }
}

/**
 * The exchange indices over the simulated market: capitalisation-weighted levels of the five index
 * baskets, scaled so that the first reference is the level of vn-market.md §5.4, and one intraday
 * point per published minute. The minute points are taken by the engine's minute hook (never per
 * step, so the 20,000-updates-a-second storm costs nothing here); the snapshot is computed when asked.
 */
export class IndexBook {
  private readonly indices = new Map<MarketIndexCode, LiveIndex>()
  private day: number
  private lastMinute: number

  constructor(
    private readonly market: MarketEngine,
    seed: number,
    startMs: number,
  ) {
    this.day = vnDayNumber(startMs)
    this.lastMinute = Math.floor(startMs / 60_000) * 60_000
    const rng = new Prng(seed ^ 0x1d3c_e5a1)
    for (const def of indexDefinitions) {
      const members = market.basket(def.basket)
      const first = measureIndex(members, def.weightCapPct)
      const divisor = first.refCapital / def.baseLevel
      const live: LiveIndex = {
        def,
        members,
        divisor,
        tape: new IndexTape(maxSeriesPoints),
        quantityAtLastPoint: first.allQuantity,
      }
      // Up to and including the start's own minute, where the morning meets the live series.
      const minutes = minutesBefore(
        market.mode,
        def.exchange,
        startMs + 60_000,
        morningMinutes,
        vnDayStart(startMs),
      )
      const morning = morningSeries(
        minutes,
        {
          reference: def.baseLevel,
          now: pointOf(0, first.capital / divisor, first, 0),
          allQuantity: first.allQuantity,
          members: members.length,
        },
        rng.fork(def.code),
      )
      for (const point of morning) live.tape.push(point)
      this.indices.set(def.code, live)
    }
    market.onMinute((minuteMs) => this.sample(minuteMs))
  }

  /** Entries for the known codes among `codes`, in the order asked, each once. */
  realtime(codes: readonly MarketIndexCode[], full: boolean): IndexRealtimeEntrySpec[] {
    return [...new Set(codes)].flatMap((code) => {
      const live = this.indices.get(code)
      return live === undefined ? [] : [this.entry(live, full)]
    })
  }

  /** Today's series and level of one index, for its quote history; undefined for an unknown code. */
  today(code: MarketIndexCode): IndexToday | undefined {
    const live = this.indices.get(code)
    if (live === undefined) return undefined
    const m = measureIndex(live.members, live.def.weightCapPct)
    return {
      code,
      points: live.tape.all(),
      value: m.capital / live.divisor,
      reference: m.refCapital / live.divisor,
      quantity: m.allQuantity,
    }
  }

  private entry(live: LiveIndex, full: boolean): IndexRealtimeEntrySpec {
    const m = measureIndex(live.members, live.def.weightCapPct)
    const indexValue = round2(m.capital / live.divisor)
    const reference = round2(m.refCapital / live.divisor)
    const change = round2(indexValue - reference)
    const snapshot: IndexRealtimeEntrySpec = {
      index: live.def.code,
      name: live.def.code,
      sessionInExchange: this.market.phase(live.def.exchange),
      indexValue,
      change,
      changePercent: reference > 0 ? round2((change / reference) * 100) : 0,
      reference,
      allQuantity: m.allQuantity,
      allValue: m.allValue,
    }
    if (!full) return snapshot
    const points = live.tape.all()
    const series = {
      advances: m.advances,
      declines: m.declines,
      nochanges: m.nochanges,
      ceiling: m.ceiling,
      floor: m.floor,
      values: points.map((p) => round2(p.value)),
      volumes: points.map((p) => p.volume),
      times: points.map((p) => p.time),
    }
    if (!live.def.krx) return { ...snapshot, ...series }
    return {
      ...snapshot,
      ...series,
      advancesArr: points.map((p) => p.advances),
      declinesArr: points.map((p) => p.declines),
      nochangesArr: points.map((p) => p.nochanges),
      ceilings: points.map((p) => p.ceiling),
      floors: points.map((p) => p.floor),
    }
  }

  /**
   * One point per index for the minute just reached. Minutes a clock jump skipped (the engine steps
   * only the last ten minutes of a long gap, and nothing trades in the rest) get the last level and
   * no volume; a new day starts an empty series, as the reference and the totals start again.
   */
  private sample(minuteMs: number): void {
    const day = vnDayNumber(minuteMs)
    const newDay = day !== this.day
    if (newDay) this.day = day
    const gapFrom = newDay
      ? minuteMs
      : Math.max(this.lastMinute + 60_000, minuteMs - maxSeriesPoints * 60_000)
    this.lastMinute = minuteMs
    for (const live of this.indices.values()) {
      if (newDay) {
        live.tape.clear()
        live.quantityAtLastPoint = 0
      }
      const previous = live.tape.last
      if (previous !== undefined) {
        for (let t = gapFrom; t < minuteMs; t += 60_000) {
          if (publishesAt(this.market.mode, live.def.exchange, t))
            live.tape.push({ ...previous, time: t, volume: 0 })
        }
      }
      if (!publishesAt(this.market.mode, live.def.exchange, minuteMs)) continue
      const m = measureIndex(live.members, live.def.weightCapPct)
      live.tape.push(pointOf(minuteMs, m.capital / live.divisor, m, m.allQuantity - live.quantityAtLastPoint))
      live.quantityAtLastPoint = m.allQuantity
    }
  }
}
