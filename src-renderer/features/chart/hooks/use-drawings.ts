import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Drawing, SymbolDrawings } from '../../../../src-shared/bridge/contract'
import { callOrThrow } from '../../../lib/bridge/query'

const key = (symbol: string) => ['chart.drawings', symbol] as const
const none: readonly Drawing[] = []

/**
 * The lines drawn on a symbol's charts, from the settings file through the core. A change shows at
 * once in every chart of this window showing the symbol (one query cache) and is saved; a refused
 * save reads the saved lines back.
 */
export function useDrawings(
  symbol: string,
  /** False while the chart is held back: a symbol passed on the way is not read. */
  enabled = true,
): {
  drawings: readonly Drawing[]
  save: (next: readonly Drawing[]) => void
} {
  const client = useQueryClient()
  const query = useQuery({
    queryKey: key(symbol),
    queryFn: () => callOrThrow('chart.drawings', { symbol }),
    staleTime: Infinity,
    enabled,
  })
  const save = useCallback(
    (next: readonly Drawing[]) => {
      client.setQueryData<SymbolDrawings>(key(symbol), { symbol, drawings: [...next] })
      callOrThrow('chart.saveDrawings', { symbol, drawings: [...next] }).catch(
        () => void client.invalidateQueries({ queryKey: key(symbol) }),
      )
    },
    [client, symbol],
  )
  return { drawings: query.data?.drawings ?? none, save }
}

/** An id for a new line (the settings' id alphabet). */
export const newDrawingId = (): string => `d-${crypto.randomUUID()}`
