import { useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { callKey, callQuery } from '../../../lib/bridge/call-query'
import { useStream } from '../../../lib/bridge/use-stream'

/** The portfolio's cadence: prices move, and a fill changes holdings and buying power. */
export const portfolioRefreshMs = 10_000
/** Older than this (two refreshes missed) and the panel says it is not current. */
export const portfolioStaleMs = 25_000

const key = callKey('account.portfolio')

/**
 * The ordering sub-account's portfolio (group E), read every 10 s and again as soon as a cancel
 * of the core settles (a cancelled sell frees sellable shares) or a fill is seen in a book (holdings
 * and buying power changed). One query for every part that shows it.
 */
export function usePortfolio() {
  const client = useQueryClient()
  const cancelling = useRef(false)
  useStream(
    'orders.cancelActivity',
    {},
    {
      onEvent: (activity) => {
        const busy = activity.active.length > 0
        if (cancelling.current && !busy) void client.invalidateQueries({ queryKey: key })
        cancelling.current = busy
      },
    },
  )
  useStream(
    'orders.events',
    {},
    { onEvent: (event) => event.newlyMatched > 0 && void client.invalidateQueries({ queryKey: key }) },
  )
  return useQuery({
    ...callQuery('account.portfolio', {}),
    refetchInterval: portfolioRefreshMs,
  })
}
