import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { marketIndexCodes } from '../../../../src-shared/schemas/index-realtime'
import { callQuery } from '../../../lib/bridge/call-query'
import { pollEvery } from '../../../lib/bridge/poll-interval'
import { useNow } from '../../../lib/use-now'
import { isTransient } from '../../../lib/bridge/query'
import type { TreeLevel } from './drill-down'
import { rangeDays, type IndexRange } from './index-ranges'

const retry = (count: number, error: unknown) => count < 2 && isTransient(error)

/**
 * The sectors and indices window's reads. Refresh cadences follow the core's caches: sectors and
 * their members every 15 s (the core keeps the sector list a minute, members 10 s), indices and
 * breadth every 5 s (3 s in the core), history a minute.
 */
export function useSectors(level: TreeLevel | undefined, parent: string | undefined, enabled = true) {
  return useQuery({
    ...callQuery('research.sectors', {
      ...(level === undefined ? {} : { level }),
      ...(parent === undefined ? {} : { parent }),
    }),
    refetchInterval: pollEvery(15_000),
    enabled,
    retry,
  })
}

export function useSectorConstituents(slug: string | undefined) {
  return useQuery({
    ...callQuery('research.sectorConstituents', { slug: slug ?? '' }),
    enabled: slug !== undefined,
    refetchInterval: pollEvery(15_000),
    retry,
  })
}

export function useSectorBreadth(slug: string | undefined) {
  return useQuery({
    ...callQuery('research.sectorBreadth', { slug: slug ?? '' }),
    enabled: slug !== undefined,
    refetchInterval: pollEvery(5_000),
    retry,
  })
}

export function useIndices() {
  return useQuery({
    ...callQuery('research.indices', {}),
    refetchInterval: pollEvery(5_000),
    retry,
  })
}

/**
 * Several queries as one panel sees them: the data in order (kept the same array while nothing
 * changed, so charts are not rebuilt), pending until the first answers, the first error.
 */
function combine<T>(results: readonly UseQueryResult<T>[]) {
  return {
    data: results.map((r) => r.data),
    isPending: results.every((r) => r.isPending),
    error: results.find((r) => r.error !== null)?.error ?? null,
    refetch: () => results.forEach((r) => void r.refetch()),
  }
}

/** Breadth of the five indices, one call each (the comparison endpoint has no ceiling or floor). */
export function useIndexBreadths() {
  return useQueries({
    queries: marketIndexCodes.map((index) => ({
      ...callQuery('research.indexBreadth', { index }),
      refetchInterval: pollEvery(5_000),
      retry,
    })),
    combine,
  })
}

/** Daily closes of the five indices over a range (its days counted when asked, for YTD). */
export function useIndexHistories(range: IndexRange) {
  // YTD's days grow at midnight; the minute's clock is enough to see it.
  const now = useNow(true, 60_000)
  return useQueries({
    queries: marketIndexCodes.map((index) => ({
      ...callQuery('research.indexHistory', { index, days: rangeDays(range, now) }),
      refetchInterval: pollEvery(60_000),
      retry,
    })),
    combine,
  })
}
