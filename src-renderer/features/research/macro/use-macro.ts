import { useQuery } from '@tanstack/react-query'
import { callOrThrow, isTransient } from '../../../lib/bridge/query'

const retry = (count: number, error: unknown) => count < 2 && isTransient(error)

/** The indicator catalog; the core keeps it five minutes for every window. */
export function useMacroCatalog() {
  return useQuery({
    queryKey: ['research.macroCatalog'],
    queryFn: () => callOrThrow('research.macroCatalog', {}),
    staleTime: 300_000,
    retry,
  })
}

/** One indicator from `from` (its own period format) to its latest period. */
export function useMacroSeries(indicator: string, from: string | null) {
  return useQuery({
    queryKey: ['research.macro', indicator, from],
    queryFn: () => callOrThrow('research.macro', { indicator, ...(from === null ? {} : { from }) }),
    staleTime: 300_000,
    retry,
  })
}
