import { describe, expect, it } from 'vitest'
import { bestByTerm, rateAt, sortBanks, termsOf, type Bank } from './bank-rate-table'

const bank = (code: string, rates: [number, number | null][]): Bank => ({
  bank_code: code,
  bank_name: code,
  rates: rates.map(([term_months, rate]) => ({ term_months, rate })),
})
const banks = [
  bank('VCB', [
    [0, 0.1],
    [1, 1.6],
    [12, 4.6],
  ]),
  bank('NAB', [
    [0, 0.1],
    [1, 4.1],
    [12, 5.7],
  ]),
  bank('ACB', [
    [1, 3.1],
    [12, 4.7],
    [6, null],
  ]),
  bank('BID', [
    [0, 0.1],
    [1, 1.7],
    [12, 4.7],
  ]),
]

describe('bank rates by term', () => {
  it('sorts the banks by one term, highest first or lowest first, ties by bank code', () => {
    expect(sortBanks(banks, 12, 'desc').map((b) => b.bank_code)).toEqual(['NAB', 'ACB', 'BID', 'VCB'])
    expect(sortBanks(banks, 12, 'asc').map((b) => b.bank_code)).toEqual(['VCB', 'ACB', 'BID', 'NAB'])
    expect(sortBanks(banks, 1, 'asc').map((b) => b.bank_code)).toEqual(['VCB', 'BID', 'ACB', 'NAB'])
  })

  it('puts a bank without the term last in either direction', () => {
    expect(sortBanks(banks, 0, 'desc').at(-1)?.bank_code).toBe('ACB')
    expect(sortBanks(banks, 0, 'asc').at(-1)?.bank_code).toBe('ACB')
    expect(sortBanks(banks, 6, 'desc').map((b) => b.bank_code)).toEqual(['ACB', 'BID', 'NAB', 'VCB'])
    expect(rateAt(banks[2]!, 6)).toBeNull()
  })

  it('lists the terms any bank quotes and the best rate of each', () => {
    const rates = { bank_interest_rates: banks }
    expect(termsOf(rates)).toEqual([0, 1, 6, 12])
    const best = bestByTerm(banks, [0, 1, 6, 12])
    expect(best.get(12)).toBe(5.7)
    expect(best.get(1)).toBe(4.1)
    expect(best.has(6)).toBe(false)
  })
})
