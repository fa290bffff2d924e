import { useCallback, useEffect, useRef, useState } from 'react'
import type { TicketContext } from '../../../../../src-shared/bridge/contract'
import { bridgeErrorOf, errorWords } from '../../../../i18n/error-words'
import { callOrThrow } from '../../../../lib/bridge/query'

export type ContextState =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly context: TicketContext }
  | { readonly state: 'failed'; readonly reason: string }

type Answer = Exclude<ContextState, { state: 'idle' | 'loading' }>

/**
 * What the ticket checks against, read once when it opens (and again on demand): a fresh read per
 * ticket, since buying power and sellable shares change with every order.
 */
export function useTicketContext(
  symbol: string | null,
  side: 'BUY' | 'SELL',
  price: number | null,
): { readonly context: ContextState; readonly reload: () => void } {
  const [round, setRound] = useState(0)
  const [answer, setAnswer] = useState<{ readonly key: string; readonly value: Answer } | null>(null)
  // The price the ticket opened with (modify): a price typed later does not need a new read.
  const askedAt = useRef(price)
  const key = `${symbol ?? ''}|${side}|${round}`
  useEffect(() => {
    if (symbol === null) return
    let live = true
    callOrThrow('orders.ticketContext', { symbol, side, price: askedAt.current }).then(
      (value) => {
        if (live) setAnswer({ key, value: { state: 'ready', context: value } })
      },
      (error: unknown) => {
        if (live) setAnswer({ key, value: { state: 'failed', reason: errorWords(bridgeErrorOf(error)) } })
      },
    )
    return () => {
      live = false
    }
  }, [symbol, side, key])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  const context: ContextState =
    symbol === null ? { state: 'idle' } : answer?.key === key ? answer.value : { state: 'loading' }
  return { context, reload }
}
