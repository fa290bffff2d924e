import type { CancelReport, CancelResult } from '../../../../src-shared/bridge/contract'
import { stockCancelResultSchema } from '../../../../src-shared/schemas/orders'
import { requireAccounts } from '../../account/require-accounts'
import { CoreError, toBridgeError } from '../../errors/to-bridge-error'
import { outcomeOfRefusal, result } from '../outcomes/cancel-outcomes'
import type { CancelContext } from './cancel-context'
import { forbiddenWords, unknownOutcome } from './cancel-errors'
import { settleUnknown } from './settle-unknown'
import { brokerPath } from '../../http/broker-path'

/** One `cancel-orders` call for the orders of one stock sub-account; a result per order. */
async function stockBatch(ctx: CancelContext, accountNo: string, ids: string[]) {
  try {
    const headers = { authorization: await ctx.bearer('trading') }
    const body = await ctx.http.request({
      method: 'PUT',
      path: brokerPath`/akhlys/v1/accounts/${accountNo}/cancel-orders`,
      schema: stockCancelResultSchema,
      body: { ordersList: ids.map((orderID) => ({ orderID })) },
      headers,
      priority: 'user',
      rateLimit: ctx.activity.throughRateLimits('stock', ids),
    })
    const details = body.data.flatMap((d) => d.details)
    ctx.feed.markCancelled(
      'stock',
      details.filter((d) => d.deleted === 'Y').map((d) => d.orderID),
    )
    return new Map(
      ids.map((id): [string, CancelResult] => {
        const d = details.find((x) => x.orderID === id)
        if (d === undefined) return [id, result('stock', id, 'unknown', 'no-detail')]
        if (d.deleted === 'Y') return [id, result('stock', id, 'cancelled', d.errorCode ?? '0')]
        const message = d.errorMesage ?? d.errorMessage ?? ''
        return [
          id,
          result(
            'stock',
            id,
            outcomeOfRefusal(d.errorCode ?? '', message),
            d.errorCode ?? 'refused',
            message,
          ),
        ]
      }),
    )
  } catch (err) {
    const e = toBridgeError(err)
    if (unknownOutcome(e)) return await settleUnknown(ctx, 'stock', ids)
    throw new CoreError(forbiddenWords(e))
  } finally {
    ctx.activity.setPhase('stock', ids, null)
    void ctx.feed.refresh('stock')
  }
}

/** Group A stock orders: one call with every order, each order's cancel sent once (the guard). */
export async function cancelStock(
  ctx: CancelContext,
  subAccount: 'normal' | 'margin',
  orderIds: string[],
): Promise<CancelReport> {
  const accountNo = requireAccounts(ctx.accounts)[subAccount]
  // An order whose earlier cancel is still unknown (in this core or the one before a restart) gets
  // that unknown outcome: a second cancel would be the same cancel sent twice.
  const followed = new Set(orderIds.filter((id) => ctx.reconciler.isFollowed('stock', id)))
  const toSend = orderIds.filter((id) => !followed.has(id))
  const keys = toSend.map((id) => `stock:${accountNo}:${id}`)
  const byKey = new Map(keys.map((k, i) => [k, toSend[i]!]))
  const pending =
    keys.length === 0
      ? []
      : ctx.guard.run(keys, (fresh) =>
          stockBatch(
            ctx,
            accountNo,
            fresh.map((k) => byKey.get(k)!),
          ).then((results) => new Map(fresh.map((k) => [k, results.get(byKey.get(k)!)!]))),
        )
  const sent = new Map((await Promise.all(pending)).map((r) => [r.orderId, r]))
  const results = orderIds.map((id) => sent.get(id) ?? result('stock', id, 'unknown', 'followed'))
  ctx.reconciler.track(results)
  return { results, at: ctx.clock.now() }
}
