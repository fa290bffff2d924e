import { useQuery } from '@tanstack/react-query'
import { supersedableCallQuery } from '../../../lib/bridge/call-query'
import { pollEvery } from '../../../lib/bridge/poll-interval'
import { isTransient } from '../../../lib/bridge/query'
import { useSectionShown } from '../detail/shown-sections'

const retry = (count: number, error: unknown) => count < 2 && isTransient(error)

/**
 * The symbol-detail window's reads. Each is enabled only while its section is shown
 * (`useSectionShown`) and dropped when a switch of symbol supersedes it (`supersedableCallQuery`).
 *
 * The realtime quote and the book, re-read every 3 s while the window has the focus (the core keeps
 * them 3 s too), slower when it has not. Old after 3 s, not the app's minute: a symbol shown again
 * shows its last quote at once and reads it again at once, never a price a minute old.
 */
export function useQuote(symbol: string, options: { readonly enabled?: boolean } = {}) {
  const shown = useSectionShown()
  return useQuery({
    enabled: shown && options.enabled !== false,
    ...supersedableCallQuery('research.quote', { kind: 'stocks', symbol }),
    staleTime: 3_000,
    refetchInterval: pollEvery(3_000),
    retry,
  })
}

export function useOrderBook(symbol: string) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.orderBook', { symbol }),
    staleTime: 3_000,
    refetchInterval: pollEvery(3_000),
    retry,
  })
}

export function useFlows(symbol: string) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.flows', { symbol }),
    refetchInterval: pollEvery(60_000),
    retry,
  })
}

export function useCompany(symbol: string) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.company', { symbol }),
    staleTime: 300_000,
    retry,
  })
}

export function useRatios(symbol: string) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.ratios', { symbol, period: 'quarter', page: 1 }),
    staleTime: 300_000,
    retry,
  })
}

export type InvestorType = 'all' | 'sheep' | 'wolf' | 'shark'
export const investorTypes: readonly InvestorType[] = ['all', 'sheep', 'wolf', 'shark']

/** Group A's monthly supply and demand, one call per investor type (the service has no "every type"). */
export function useSupplyDemand(symbol: string, investorType: InvestorType) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('market.supplyDemand', { ticker: symbol, investorType }),
    staleTime: 60_000,
    refetchInterval: pollEvery(60_000),
    retry,
  })
}

/** The company's corporate events as the broker lists them (dividends, rights issues, AGMs). */
export function useSymbolEvents(symbol: string) {
  return useQuery({
    enabled: useSectionShown(),
    ...supersedableCallQuery('research.stockEvents', { symbol }),
    staleTime: 300_000,
    retry,
  })
}
