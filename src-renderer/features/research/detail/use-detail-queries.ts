import { useQuery, type QueryKey } from '@tanstack/react-query'
import type { AnalystReportFilters, InsiderFilters } from '../../../../src-shared/bridge/contract'
import { supersedableCallQuery } from '../../../lib/bridge/call-query'
import { isTransient } from '../../../lib/bridge/query'
import { useSectionShown } from './shown-sections'

const retry = (count: number, error: unknown) => count < 2 && isTransient(error)

/** The previous rows while a filter or page of the same symbol loads; never another symbol's. */
const sameSymbol =
  (symbol: string) =>
  <T>(previous: T | undefined, query: { queryKey: QueryKey } | undefined): T | undefined => {
    // The key is [call name, input] (callQuery); the input of every call here names the symbol.
    const input = query?.queryKey[1]
    const previousSymbol =
      typeof input === 'object' && input !== null && 'symbol' in input ? input.symbol : null
    return previousSymbol === symbol ? previous : undefined
  }

export type StatementType = 'income_statement' | 'balance_sheet' | 'cash_flow'
export type PeriodKind = 'quarter' | 'year'

/**
 * The detail's own reads of group E (the core caches them minutes, shared by every window), each
 * only while its section is shown and dropped when a switch of symbol supersedes it.
 * A filter or a page change keeps the previous rows on screen until the new ones arrive (`sameSymbol`), so the
 * table does not flash empty while the server filters.
 */
export function useInsiderTrades(symbol: string, filters: InsiderFilters) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.insider', { symbol, ...filters }),
    staleTime: 300_000,
    placeholderData: sameSymbol(symbol),
    retry,
  })
}

export function useAnalystReports(symbol: string, filters: AnalystReportFilters) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.analystReports', { symbol, ...filters }),
    staleTime: 300_000,
    placeholderData: sameSymbol(symbol),
    retry,
  })
}

export function useStatements(symbol: string, type: StatementType, period: PeriodKind, page: number) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.statements', { symbol, type, period, page }),
    staleTime: 300_000,
    placeholderData: sameSymbol(symbol),
    retry,
  })
}

export function useRatioPage(symbol: string, period: PeriodKind, page: number) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.ratios', { symbol, period, page }),
    staleTime: 300_000,
    placeholderData: sameSymbol(symbol),
    retry,
  })
}
