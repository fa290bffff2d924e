import type { z } from 'zod'
import type { bankRatesBody } from '../../../../src-shared/schemas/research/info'

export type BankRates = z.infer<typeof bankRatesBody>['data']
export type Bank = BankRates['bank_interest_rates'][number]
export type SortDirection = 'desc' | 'asc'

/** A bank's rate at a term (months; 0 = demand deposits), null when it publishes none. */
export function rateAt(bank: Bank, term: number): number | null {
  return bank.rates.find((r) => r.term_months === term)?.rate ?? null
}

/** Every term any bank quotes, shortest first (the table's columns). */
export function termsOf(rates: BankRates): number[] {
  return [...new Set(rates.bank_interest_rates.flatMap((b) => b.rates.map((r) => r.term_months)))].sort(
    (a, b) => a - b,
  )
}

/**
 * Banks by their rate at one term, highest first (or lowest first); a bank without that term goes
 * last either way, and ties keep the bank codes in order.
 */
export function sortBanks(banks: readonly Bank[], term: number, direction: SortDirection): Bank[] {
  return [...banks].sort((a, b) => {
    const x = rateAt(a, term)
    const y = rateAt(b, term)
    if (x === null || y === null)
      return x === y ? a.bank_code.localeCompare(b.bank_code) : x === null ? 1 : -1
    return (direction === 'desc' ? y - x : x - y) || a.bank_code.localeCompare(b.bank_code)
  })
}

/** The highest rate at each term, to mark the best offer of every column. */
export function bestByTerm(banks: readonly Bank[], terms: readonly number[]): Map<number, number> {
  const best = new Map<number, number>()
  for (const term of terms) {
    const rates = banks.flatMap((b) => rateAt(b, term) ?? [])
    if (rates.length > 0) best.set(term, Math.max(...rates))
  }
  return best
}
