import { vnLocalIso, vnParts, vnTime } from '../../kit/clock/vietnam-time'
import { Prng } from './prng'
import type { Listing } from './universe'

/** 1 cash dividend, 2 stock dividend, 3 rights issue (the spec's `type`). */
export type EventType = 1 | 2 | 3

export interface CorporateEvent {
  eventID: number
  symbol: string
  name: string
  title: string
  /** ĐKCC, the record date. */
  recordDate: string
  /** GDKHQ, the ex-rights date: one business day before the record date (vn-market.md §8). */
  registrationDate: string
  /** Payment or issue date. */
  executionDate: string
  type: EventType
}

const typeNames: Record<EventType, string> = {
  1: 'Trả cổ tức bằng tiền',
  2: 'Trả cổ tức bằng cổ phiếu',
  3: 'Phát hành quyền mua',
}

function businessDayBefore(ms: number): number {
  let d = ms - 86_400_000
  while ([0, 6].includes(vnParts(d).weekday)) d -= 86_400_000
  return d
}

/**
 * Corporate events for the listed universe, stable for a seed: about half of the traded names get
 * one to three events with record dates within 180 days either side of the start date.
 */
export function generateEvents(
  listings: readonly Listing[],
  seed: number,
  startMs: number,
): CorporateEvent[] {
  const rng = new Prng(seed ^ 0x00e7_e475)
  const p = vnParts(startMs)
  const today = vnTime(p.year, p.month, p.day)
  const events: CorporateEvent[] = []
  let id = 100_000
  for (const listing of listings) {
    if (listing.liquidity === 'dormant' || !rng.chance(0.5)) continue
    const count = rng.int(1, 3)
    for (let i = 0; i < count; i++) {
      let record = today + rng.int(-180, 180) * 86_400_000
      while ([0, 6].includes(vnParts(record).weekday)) record += 86_400_000
      const type = rng.pick([1, 1, 1, 2, 3] as const)
      const detail =
        type === 1
          ? `${rng.int(5, 30) * 100} đồng/cổ phiếu (tỷ lệ ${rng.int(5, 30)}%)`
          : type === 2
            ? `tỷ lệ 100:${rng.int(5, 30)}`
            : `tỷ lệ 10:${rng.int(1, 5)}, giá 10.000 đồng/cổ phiếu`
      events.push({
        eventID: ++id,
        symbol: listing.symbol,
        name: `Công ty Cổ phần ${listing.symbol}`,
        title: `${listing.symbol}: ${typeNames[type]} ${detail}`,
        recordDate: vnLocalIso(record),
        registrationDate: vnLocalIso(businessDayBefore(record)),
        executionDate: vnLocalIso(record + rng.int(14, 60) * 86_400_000),
        type,
      })
    }
  }
  return events
}
