import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  windowIdSchema,
  type ChartLayout,
  type ChartResolution,
} from '../../../../src-shared/bridge/contract'
import { callOrThrow } from '../../../lib/bridge/query'
import { defaultLayout, withCell } from '../lib/chart-layout'

/** The saved layout a chart window opened without `chart=<id>` uses: the trader's one chart setup. */
export const mainLayoutId = 'main'

export const layoutIdFrom = (params: URLSearchParams): string => {
  const parsed = windowIdSchema.safeParse(params.get('chart'))
  return parsed.success ? parsed.data : mainLayoutId
}

/**
 * A chart window's layout (arrangement, charts, widths, studies), read from the settings file once
 * and saved on every change. `urlSymbol`, the symbol the window was opened for, replaces the first
 * chart's saved one; a layout never saved shows `fallbackSymbol` at `fallbackResolution`. Null while
 * the saved layout is being read.
 */
export function useChartLayout(
  id: string,
  urlSymbol: string | null,
  fallbackSymbol: string,
  fallbackResolution: ChartResolution = '5',
): { layout: ChartLayout | null; update: (change: (layout: ChartLayout) => ChartLayout) => void } {
  const saved = useQuery({
    queryKey: ['chart.layout', id],
    queryFn: () => callOrThrow('chart.layout', { id }),
    staleTime: Infinity,
    gcTime: 0,
  })
  const [own, setOwn] = useState<ChartLayout | null>(null)
  let layout = own
  if (layout === null && (saved.isSuccess || saved.isError)) {
    const base = saved.data ?? defaultLayout(id, urlSymbol ?? fallbackSymbol, fallbackResolution)
    layout = urlSymbol === null ? base : withCell(base, 0, { symbol: urlSymbol })
  }
  // The layout as last changed, so two changes in one event both count.
  const current = useRef(layout)
  useEffect(() => {
    current.current = layout
  })
  const update = useCallback((change: (layout: ChartLayout) => ChartLayout) => {
    if (current.current === null) return
    const next = change(current.current)
    current.current = next
    setOwn(next)
    // A refused save leaves the window as the trader set it; the next change saves again.
    void callOrThrow('chart.saveLayout', next).catch(() => undefined)
  }, [])
  return { layout, update }
}
