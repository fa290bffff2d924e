import { formatVnDate, vnParts } from '../../../src-shared/market/vietnam-calendar'
import { hashString } from './prng'
import type { TickerState } from './ticker-state'

export type InvestorType = 'sheep' | 'wolf' | 'shark' | 'all'
export const investorTypes: readonly InvestorType[] = ['sheep', 'wolf', 'shark', 'all']

export interface BsaPoint {
  bup: number
  sdp: number
  bsr: number
  t: string
}

const classIndex = { sheep: 0, wolf: 1, shark: 2 } as const
const round2 = (x: number): number => Math.round(x * 100) / 100

/**
 * bup = buy-up ÷ (buy-up + sell-down), sdp = 1 − bup, bsr = buy-up ÷ sell-down (vn-market.md §7
 * simulator rule); all 0 when nothing traded; bsr capped at 99.99 when nothing was sold down.
 */
export function bsaPoint(bu: number, sd: number, t: string): BsaPoint {
  if (bu + sd === 0) return { bup: 0, sdp: 0, bsr: 0, t }
  const bup = round2(bu / (bu + sd))
  return { bup, sdp: round2(1 - bup), bsr: sd === 0 ? 99.99 : Math.min(99.99, round2(bu / sd)), t }
}

const ddMM = (ms: number): string => {
  return formatVnDate(ms).slice(0, 5)
}

/**
 * The last `days` trading days, oldest first: earlier days are stable pseudo-random values derived
 * from the seed, the symbol and the date; today comes from the simulated matches.
 */
export function bsaSeries(
  t: TickerState,
  type: InvestorType,
  days: number,
  nowMs: number,
  seed: number,
): BsaPoint[] {
  const points: BsaPoint[] = []
  let ms = nowMs
  const dates: number[] = []
  while (dates.length < days - 1) {
    ms -= 86_400_000
    const wd = vnParts(ms).weekday
    if (wd !== 0 && wd !== 6) dates.push(ms)
  }
  for (const d of dates.reverse()) {
    const h = hashString(`${seed}:${t.symbol}:${type}:${ddMM(d)}`) / 4294967296
    const bu = Math.round(1_000 + h * 9_000)
    const sd = Math.round(1_000 + (1 - h) * 9_000 * (0.6 + 0.8 * ((h * 7) % 1)))
    points.push(bsaPoint(bu, sd, ddMM(d)))
  }
  const pick = (v: readonly number[]): number =>
    type === 'all' ? v.reduce((a, b) => a + b, 0) : (v[classIndex[type]] ?? 0)
  points.push(bsaPoint(pick(t.buyUpVol), pick(t.sellDownVol), ddMM(nowMs)))
  return points
}
