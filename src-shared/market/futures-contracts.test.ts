import { describe, expect, it } from 'vitest'
import {
  aliasesOf,
  contractCode,
  daysToExpiry,
  expiryMs,
  futuresLimits,
  lastTradingDay,
  parseContractCode,
  runningContracts,
} from './futures-contracts'

/** Vietnam wall-clock time as an instant (UTC+7). */
const vn = (iso: string): number => Date.parse(`${iso}+07:00`)
const codes = (iso: string): string[] => runningContracts(vn(iso)).map((c) => c.symbol)

describe('VN30 futures contracts (vn-market.md §2)', () => {
  it('expires on the third Thursday, whatever weekday the month starts on', () => {
    expect(lastTradingDay(2026, 1)).toBe(15) // 1 January 2026 is a Thursday
    expect(lastTradingDay(2026, 4)).toBe(16) // a Wednesday
    expect(lastTradingDay(2026, 5)).toBe(21) // a Friday
    expect(lastTradingDay(2025, 12)).toBe(18) // a Monday
    expect(new Date(expiryMs({ year: 2026, month: 6 })).toISOString()).toBe('2026-06-18T07:45:00.000Z')
  })

  it('lists this month, next month and the next two quarter months', () => {
    // The reference's own example: in April, Apr, May, Jun, Sep.
    expect(runningContracts(vn('2026-04-10T10:00:00'))).toMatchObject([
      { symbol: 'VN30F2604', alias: 'VN30F1M' },
      { symbol: 'VN30F2605', alias: 'VN30F2M' },
      { symbol: 'VN30F2606', alias: 'VN30F1Q' },
      { symbol: 'VN30F2609', alias: 'VN30F2Q' },
    ])
    // When the second month is a quarter month, the quarters are the two after it.
    expect(codes('2026-02-02T10:00:00')).toEqual(['VN30F2602', 'VN30F2603', 'VN30F2606', 'VN30F2609'])
  })

  it('rolls over when the last session of the expiry day ends at 14:45', () => {
    expect(codes('2026-04-16T14:44:59')).toEqual(['VN30F2604', 'VN30F2605', 'VN30F2606', 'VN30F2609'])
    expect(codes('2026-04-16T14:45:00')).toEqual(['VN30F2605', 'VN30F2606', 'VN30F2609', 'VN30F2612'])
    // A quarter month expiring: the next quarter month joins.
    expect(codes('2026-06-18T15:00:00')).toEqual(['VN30F2607', 'VN30F2608', 'VN30F2609', 'VN30F2612'])
  })

  it('crosses the year from December to January', () => {
    expect(codes('2025-12-10T09:30:00')).toEqual(['VN30F2512', 'VN30F2601', 'VN30F2603', 'VN30F2606'])
    expect(codes('2025-12-18T14:45:00')).toEqual(['VN30F2601', 'VN30F2602', 'VN30F2603', 'VN30F2606'])
    expect(codes('2026-12-31T23:59:59')).toEqual(['VN30F2701', 'VN30F2702', 'VN30F2703', 'VN30F2706'])
  })

  it('reads the month on Vietnam time at month ends, not UTC', () => {
    // 17:30 UTC on 31 January is already 1 February in Hanoi; January's contract expired on the 15th.
    expect(codes('2026-02-01T00:30:00')[0]).toBe('VN30F2602')
    expect(runningContracts(Date.parse('2026-01-31T17:30:00Z'))[0]?.symbol).toBe('VN30F2602')
    // Before the third Thursday, a month end is still the current month's.
    expect(codes('2026-03-01T00:00:00')[0]).toBe('VN30F2603')
  })

  it('parses only old-style codes', () => {
    expect(parseContractCode('VN30F2612')).toEqual({ year: 2026, month: 12 })
    expect(contractCode({ year: 2027, month: 1 })).toBe('VN30F2701')
    expect(parseContractCode('VN30F1M')).toBeNull()
    expect(parseContractCode('VN30F2613')).toBeNull()
    expect(parseContractCode('41I1G6000')).toBeNull()
  })

  it('names the contracts on a board from its front month, without a clock', () => {
    const aliases = aliasesOf(['VN30F2606', 'VN30F2605', 'VN30F2612', 'VN30F2609', 'FPT'])
    expect(Object.fromEntries(aliases)).toEqual({
      VN30F2605: 'VN30F1M',
      VN30F2606: 'VN30F2M',
      VN30F2609: 'VN30F1Q',
      VN30F2612: 'VN30F2Q',
    })
    expect(aliasesOf(['HPG']).size).toBe(0)
  })

  it('counts calendar days to the last trading day from the trading date', () => {
    expect(daysToExpiry('VN30F2604', '10/04/2026')).toBe(6)
    expect(daysToExpiry('VN30F2604', '16/04/2026')).toBe(0)
    expect(daysToExpiry('VN30F2601', '18/12/2025')).toBe(28)
    expect(daysToExpiry('VN30F1M', '10/04/2026')).toBeNull()
    expect(daysToExpiry('VN30F2604', '2026-04-10')).toBeNull()
  })

  it('rounds the ±7% band inwards to the 0.1-point tick', () => {
    expect(futuresLimits(2_000)).toEqual({ ceiling: 2_140, floor: 1_860 })
    expect(futuresLimits(2_078.4)).toEqual({ ceiling: 2_223.8, floor: 1_933 })
    expect(futuresLimits(1_198.4)).toEqual({ ceiling: 1_282.2, floor: 1_114.6 })
  })
})
