import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { StreamEvent, StreamName, StreamParams, WorkstationApi } from '../../../src-shared/bridge/api'
import type { BridgeError } from '../../../src-shared/bridge/errors'
import { getWorkstation } from './get-workstation'

/**
 * - `off`: not subscribed (`enabled` is false).
 * - `waiting`: subscribed, no event yet.
 * - `open`: at least one event arrived and the stream goes on.
 * - `ended`: the core refused or ended the stream (`error` says why); nothing more arrives until
 *   `resubscribe`. A transport reconnect resubscribes by itself, so this is a real end.
 */
export type StreamStatus = 'off' | 'waiting' | 'open' | 'ended'

export interface StreamState<N extends StreamName> {
  readonly status: StreamStatus
  /** The newest event (null before the first one, or when `onEvent` takes the events instead). */
  readonly latest: StreamEvent<N> | null
  /** Why the stream ended; null unless `status` is `ended`. */
  readonly error: BridgeError | null
  /** Starts a new subscription (after an end, or to start over). */
  readonly resubscribe: () => void
  /** Names the current subscription (stream, params, attempt): changes whenever a new one starts. */
  readonly key: string
}

export interface StreamOptions<N extends StreamName> {
  /** Subscribe only while true (default true). */
  readonly enabled?: boolean
  /**
   * Each event, in order, for a caller that folds events itself (a board applying deltas). When
   * given, events do not become React state: the hook re-renders only when the status changes.
   */
  readonly onEvent?: (event: StreamEvent<N>, key: string) => void
  /**
   * Runs when a subscription starts, before its first event; what it returns runs when that
   * subscription stops. For state that belongs to one subscription (a board's row copy).
   */
  readonly onStart?: (key: string) => (() => void) | undefined
  readonly api?: WorkstationApi
}

interface Held<N extends StreamName> {
  readonly key: string
  readonly status: StreamStatus
  readonly latest: StreamEvent<N> | null
  readonly error: BridgeError | null
}

/**
 * The one way the renderer subscribes to a bridge stream: it subscribes on mount and when the
 * params change (by content, so an equal object built each render does not resubscribe),
 * unsubscribes on unmount, and reports an ended stream as state the component must show, with a
 * way to subscribe again. No stream is left to fail silently.
 */
export function useStream<N extends StreamName>(
  name: N,
  params: StreamParams<N>,
  options: StreamOptions<N> = {},
): StreamState<N> {
  const { enabled = true, api = getWorkstation() } = options
  const [generation, setGeneration] = useState(0)
  const paramsKey = JSON.stringify(params)
  const key = `${name}|${paramsKey}#${generation}`
  // State is tagged with its subscription, so new params start from "waiting" at once, with no
  // reset inside the effect (a second render) and no event of the old subscription shown.
  const [held, setHeld] = useState<Held<N> | null>(null)
  const handlers = useRef({ onEvent: options.onEvent, onStart: options.onStart })
  useLayoutEffect(() => {
    handlers.current = { onEvent: options.onEvent, onStart: options.onStart }
  })

  useEffect(() => {
    if (!enabled) return
    const parsed = JSON.parse(paramsKey) as StreamParams<N>
    const stop = handlers.current.onStart?.(key)
    let live = true
    const unsubscribe = api.subscribe(name, parsed, {
      event(event) {
        if (!live) return
        const onEvent = handlers.current.onEvent
        if (onEvent) {
          onEvent(event, key)
          setHeld((h) =>
            h?.key === key && h.status === 'open' ? h : { key, status: 'open', latest: null, error: null },
          )
        } else setHeld({ key, status: 'open', latest: event, error: null })
      },
      error(error) {
        if (!live) return
        setHeld((h) => ({ key, status: 'ended', latest: h?.key === key ? h.latest : null, error }))
      },
    })
    return () => {
      live = false
      unsubscribe()
      stop?.()
    }
  }, [api, name, paramsKey, enabled, key])

  const resubscribe = useCallback(() => setGeneration((g) => g + 1), [])
  const current = held?.key === key ? held : null
  const status: StreamStatus = !enabled ? 'off' : (current?.status ?? 'waiting')
  const latest = enabled ? (current?.latest ?? null) : null
  const error = enabled ? (current?.error ?? null) : null
  return useMemo(
    () => ({ status, latest, error, resubscribe, key }),
    [status, latest, error, resubscribe, key],
  )
}
