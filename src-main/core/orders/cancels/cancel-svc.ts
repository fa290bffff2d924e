import type { CancelReport } from '../../../../src-shared/bridge/contract'
import { bridgeError } from '../../../../src-shared/bridge/errors'
import { CoreError } from '../../errors/to-bridge-error'
import type { SvcOrders } from '../group-e/svc-orders'
import { svcCancelResult } from '../outcomes/svc-cancel-outcome'
import type { CancelContext } from './cancel-context'

/**
 * Group E orders through the order client, one DELETE each, at once: the client never sends a
 * cancel twice and reads the book itself when the answer is lost; this adds the same guard as
 * group A's cancels (two windows, one cancel), the dialog's activity and the reconciler.
 */
export async function cancelSvc(
  ctx: CancelContext,
  svc: SvcOrders | undefined,
  orderIds: string[],
): Promise<CancelReport> {
  if (svc === undefined) {
    throw new CoreError(bridgeError('not-found', 'no-svc', 'This profile has no group E order book.'))
  }
  const results = await Promise.all(
    ctx.guard.run(
      orderIds.map((id) => `svc:${id}`),
      async (fresh) => {
        const ids = fresh.map((k) => k.slice('svc:'.length))
        ctx.activity.setPhase('svc', ids, 'sending')
        try {
          const outcomes = await Promise.all(
            ids.map(async (id) => [id, svcCancelResult(id, await svc.cancel(id))] as const),
          )
          ctx.feed.markCancelled(
            'svc',
            outcomes.filter(([, r]) => r.outcome === 'cancelled').map(([id]) => id),
          )
          return new Map(outcomes.map(([id, r]) => [`svc:${id}`, r]))
        } finally {
          ctx.activity.setPhase('svc', ids, null)
          void ctx.feed.refresh('svc')
        }
      },
    ),
  )
  ctx.reconciler.track(results)
  return { results, at: ctx.clock.now() }
}
