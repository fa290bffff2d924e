import { useQuery } from '@tanstack/react-query'
import { callQuery } from '../../../lib/bridge/call-query'
import { pollEvery } from '../../../lib/bridge/poll-interval'
import { isTransient } from '../../../lib/bridge/query'

const retry = (count: number, error: unknown) => count < 2 && isTransient(error)

/** The realtime quote and the book, re-read every 3 s while the window has the focus (the core keeps them 3 s too), slower when it has not. */
export function useQuote(symbol: string) {
  return useQuery({
    ...callQuery('research.quote', { kind: 'stocks', symbol }),
    refetchInterval: pollEvery(3_000),
    retry,
  })
}

export function useOrderBook(symbol: string) {
  return useQuery({
    ...callQuery('research.orderBook', { symbol }),
    refetchInterval: pollEvery(3_000),
    retry,
  })
}

export function useFlows(symbol: string) {
  return useQuery({
    ...callQuery('research.flows', { symbol }),
    refetchInterval: pollEvery(60_000),
    retry,
  })
}

export function useCompany(symbol: string) {
  return useQuery({
    ...callQuery('research.company', { symbol }),
    staleTime: 300_000,
    retry,
  })
}

export function useRatios(symbol: string) {
  return useQuery({
    ...callQuery('research.ratios', { symbol, period: 'quarter', page: 1 }),
    staleTime: 300_000,
    retry,
  })
}

export type InvestorType = 'all' | 'sheep' | 'wolf' | 'shark'
export const investorTypes: readonly InvestorType[] = ['all', 'sheep', 'wolf', 'shark']

/** Group A's monthly supply and demand, one call per investor type (the service has no "every type"). */
export function useSupplyDemand(symbol: string, investorType: InvestorType) {
  return useQuery({
    ...callQuery('market.supplyDemand', { ticker: symbol, investorType }),
    staleTime: 60_000,
    refetchInterval: pollEvery(60_000),
    retry,
  })
}

/** The company's corporate events as the broker lists them (dividends, rights issues, AGMs). */
export function useSymbolEvents(symbol: string) {
  return useQuery({
    ...callQuery('research.stockEvents', { symbol }),
    staleTime: 300_000,
    retry,
  })
}
