import { useQuery } from '@tanstack/react-query'
import type { ChartResolution } from '../../../../src-shared/bridge/contract'
import { callQuery } from '../../../lib/bridge/call-query'
import { isTransient } from '../../../lib/bridge/query'

/**
 * A symbol's candles from the broker's history; kept a minute (closed candles never change). Read
 * only while `enabled` (a detail window's chart on screen, its symbol settled): a chart held back
 * shows what is cached and asks nothing.
 */
export function useChartHistory(symbol: string, resolution: ChartResolution, enabled = true) {
  return useQuery({
    ...callQuery('chart.history', { symbol, resolution }),
    enabled,
    staleTime: 60_000,
    retry: (count, error) => count < 2 && isTransient(error),
  })
}
