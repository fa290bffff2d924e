import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { callKey, callQuery } from '../../../lib/bridge/call-query'
import { callOrThrow, isTransient } from '../../../lib/bridge/query'
import { newsInput, nextPage, type NewsFilter } from './news-list'

const retry = (count: number, error: unknown) => count < 2 && isTransient(error)

/**
 * The news of a filter, page by page ("load more"); page 1 re-read every minute (the core keeps news
 * a minute), so new headlines come in at the top while the user reads.
 */
export function useNewsPages(filter: NewsFilter) {
  return useInfiniteQuery({
    // Keyed like every bridge read (callKey), by the first page's input.
    queryKey: callKey('research.news', newsInput(filter, 1)),
    queryFn: ({ pageParam }) => callOrThrow('research.news', newsInput(filter, pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: 60_000,
    retry,
  })
}

/** One item with its body; an item does not change, so it is kept as long as the window lives. */
export function useNewsItem(id: string | null) {
  return useQuery({
    ...callQuery('research.newsItem', { id: id ?? '' }),
    enabled: id !== null,
    staleTime: Infinity,
    retry,
  })
}
