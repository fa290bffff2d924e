import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { marketIndexCodes } from '../../../../src-shared/schemas/index-realtime'
import { callOrThrow, isTransient } from '../../../lib/bridge/query'
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
    queryKey: ['research.sectors', level ?? 0, parent ?? ''],
    queryFn: () =>
      callOrThrow('research.sectors', {
        ...(level === undefined ? {} : { level }),
        ...(parent === undefined ? {} : { parent }),
      }),
    refetchInterval: 15_000,
    enabled,
    retry,
  })
}

export function useSectorConstituents(slug: string | undefined) {
  return useQuery({
    queryKey: ['research.sectorConstituents', slug ?? ''],
    queryFn: () => callOrThrow('research.sectorConstituents', { slug: slug ?? '' }),
    enabled: slug !== undefined,
    refetchInterval: 15_000,
    retry,
  })
}

export function useSectorBreadth(slug: string | undefined) {
  return useQuery({
    queryKey: ['research.sectorBreadth', slug ?? ''],
    queryFn: () => callOrThrow('research.sectorBreadth', { slug: slug ?? '' }),
    enabled: slug !== undefined,
    refetchInterval: 5_000,
    retry,
  })
}

export function useIndices() {
  return useQuery({
    queryKey: ['research.indices'],
    queryFn: () => callOrThrow('research.indices', {}),
    refetchInterval: 5_000,
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
      queryKey: ['research.indexBreadth', index],
      queryFn: () => callOrThrow('research.indexBreadth', { index }),
      refetchInterval: 5_000,
      retry,
    })),
    combine,
  })
}

/** Daily closes of the five indices over a range (its days counted when asked, for YTD). */
export function useIndexHistories(range: IndexRange) {
  return useQueries({
    queries: marketIndexCodes.map((index) => ({
      queryKey: ['research.indexHistory', index, range],
      queryFn: () => callOrThrow('research.indexHistory', { index, days: rangeDays(range, Date.now()) }),
      refetchInterval: 60_000,
      retry,
    })),
    combine,
  })
}
