import type { CancelActivity, OrderBookKind } from '../../../../src-shared/bridge/contract'
import type { Clock, TimerId } from '../../clock/clock'
import { MAX_RATE_LIMIT_RETRIES, type RateLimitRetryOptions } from '../../http/retry-policy'
import type { CancelReconciler } from '../outcomes/cancel-reconciler'

export type Phase = CancelActivity['active'][number]
/** `fromBudget`: the wait was seen in the shared budget (the HTTP client's own 429 retries). */
type Tracked = Phase & { fromBudget: boolean }

export interface CancelActivityDeps {
  /** Until when the shared rate budget holds every request back after a 429 (shown as a wait). */
  pausedUntil?: () => number | null
  /** Longest a cancel keeps trying through a 429 storm. */
  rateLimitDeadlineMs?: number
  /** The unknown outcomes still being read back, shown as `reconciling`. */
  reconciler: () => Pick<CancelReconciler, 'pending' | 'reconciled'>
  clock: Clock
}

/** What the cancel dialog shows while a cancel is out: each order's phase, and the outcomes settled since. */
export function createCancelActivity(deps: CancelActivityDeps) {
  const active = new Map<string, Tracked>()
  const listeners = new Set<(a: CancelActivity) => void>()
  let pauseWatch: TimerId | undefined

  const snapshot = (): CancelActivity => ({
    active: [
      ...[...active.values()].map(({ book, orderId, phase, retryAt }) => ({
        book,
        orderId,
        phase,
        retryAt,
      })),
      ...deps
        .reconciler()
        .pending()
        .filter((p) => !active.has(`${p.book}:${p.orderId}`))
        .map((p) => ({ ...p, phase: 'reconciling' as const })),
    ],
    reconciled: deps.reconciler().reconciled(),
  })

  function emit(): void {
    const now = snapshot()
    for (const listener of listeners) listener(now)
    // While something is being sent, watch the shared budget: the HTTP client's own 429 waits
    // happen inside one request and would otherwise look like a frozen "sending".
    if (active.size > 0 && pauseWatch === undefined && deps.pausedUntil) {
      pauseWatch = deps.clock.setInterval(() => {
        const paused = deps.pausedUntil?.() ?? null
        let changed = false
        for (const p of active.values()) {
          if (paused !== null && p.phase === 'sending') {
            Object.assign(p, { phase: 'rate-limited', retryAt: paused, fromBudget: true })
            changed = true
          } else if (paused === null && p.fromBudget) {
            Object.assign(p, { phase: 'sending', retryAt: null, fromBudget: false })
            changed = true
          }
        }
        if (changed) emit()
      }, 200)
    } else if (active.size === 0 && pauseWatch !== undefined) {
      deps.clock.clearInterval(pauseWatch)
      pauseWatch = undefined
    }
  }

  function setPhase(
    book: OrderBookKind,
    ids: string[],
    phase: Phase['phase'] | null,
    retryAt: number | null = null,
  ): void {
    for (const orderId of ids) {
      const key = `${book}:${orderId}`
      if (phase === null) active.delete(key)
      else active.set(key, { book, orderId, phase, retryAt, fromBudget: false })
    }
    emit()
  }

  return {
    emit,
    setPhase,

    /**
     * How a cancel goes through 429s (retry-policy.ts, inside the HTTP client: one loop), marking the
     * orders as waiting meanwhile. Nothing else is ever re-sent.
     */
    throughRateLimits(
      book: OrderBookKind,
      ids: string[],
    ): Pick<RateLimitRetryOptions, 'retries' | 'deadlineMs' | 'onWait'> {
      setPhase(book, ids, 'sending')
      return {
        // The spec's rule and no more: a 429 storm does not turn one cancel into a dozen sends.
        retries: MAX_RATE_LIMIT_RETRIES,
        deadlineMs: deps.rateLimitDeadlineMs ?? 120_000,
        onWait: (retryAt) => setPhase(book, ids, retryAt === null ? 'sending' : 'rate-limited', retryAt),
      }
    },

    subscribe(listener: (a: CancelActivity) => void): () => void {
      listeners.add(listener)
      listener(snapshot())
      return () => listeners.delete(listener)
    },

    stop(): void {
      if (pauseWatch !== undefined) deps.clock.clearInterval(pauseWatch)
      listeners.clear()
    },
  }
}

export type CancelActivityTracker = ReturnType<typeof createCancelActivity>
