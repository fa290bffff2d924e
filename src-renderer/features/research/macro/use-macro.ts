import { useQuery } from '@tanstack/react-query'
import { callQuery } from '../../../lib/bridge/call-query'
import { isTransient } from '../../../lib/bridge/query'

const retry = (count: number, error: unknown) => count < 2 && isTransient(error)

/** The indicator catalog; the core keeps it five minutes for every window. */
export function useMacroCatalog() {
  return useQuery({
    ...callQuery('research.macroCatalog', {}),
    staleTime: 300_000,
    retry,
  })
}

/** One indicator from `from` (its own period format) to its latest period. */
export function useMacroSeries(indicator: string, from: string | null) {
  return useQuery({
    ...callQuery('research.macro', { indicator, ...(from === null ? {} : { from }) }),
    staleTime: 300_000,
    retry,
  })
}
