import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { ScreenFilters } from '../../../../src-shared/schemas/research/screen'
import { callKey, callMutation, callQuery } from '../../../lib/bridge/call-query'
import { callOrThrow, isTransient } from '../../../lib/bridge/query'

/** The endpoint's largest page: a screen is read a hundred rows at a time, "load more" adds the next. */
export const screenPageSize = 100
/** The most symbols a watchlist or a board of tickers holds. */
export const listLimit = 300

const retry = (count: number, error: unknown) => count < 2 && isTransient(error)

/** One screen, page by page; `null` filters run nothing (the form has problems). */
export function useScreen(filters: ScreenFilters | null, run: number) {
  return useInfiniteQuery({
    // Keyed like every bridge read (callKey), by the first page's input; `run` asks again.
    queryKey: [
      ...callKey('research.screener', { ...(filters ?? {}), page: 1, pageSize: screenPageSize }),
      run,
    ],
    enabled: filters !== null,
    // The last screen stays in the grid until the next one arrives (no flash of an empty grid).
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      callOrThrow('research.screener', { ...(filters ?? {}), page: pageParam, pageSize: screenPageSize }),
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    retry,
  })
}

/**
 * The symbols of a screen's first `limit` results in its order: the rows already loaded, then the
 * missing pages with the symbol column only (server-side, one call a page, never one per symbol).
 */
export async function screenSymbols(
  filters: ScreenFilters,
  loaded: readonly string[],
  total: number,
  limit = listLimit,
): Promise<string[]> {
  const want = Math.min(total, limit)
  const symbols = loaded.slice(0, want)
  while (symbols.length < want) {
    const page = await callOrThrow('research.screener', {
      ...filters,
      fields: ['symbol'],
      page: Math.floor(symbols.length / screenPageSize) + 1,
      pageSize: screenPageSize,
    })
    if (page.items.length === 0) break
    symbols.push(...page.items.slice(symbols.length % screenPageSize).map((r) => r.symbol))
  }
  return symbols.slice(0, want)
}

export function useSavedScreens() {
  return useQuery({
    ...callQuery('research.screens', {}),
    retry,
  })
}

export function useSaveScreen() {
  const client = useQueryClient()
  return useMutation({
    ...callMutation('research.saveScreen'),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey('research.screens') }),
  })
}

export function useDeleteScreen() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callOrThrow('research.deleteScreen', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey('research.screens') }),
  })
}

/** Every sector of the classification (industries and their supersectors), for the scope filter. */
export function useSectorTree() {
  return useQuery({
    ...callQuery('research.sectors', {}),
    staleTime: 300_000,
    retry,
  })
}
