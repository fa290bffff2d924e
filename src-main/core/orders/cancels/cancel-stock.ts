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
  const keys = orderIds.map((id) => `stock:${accountNo}:${id}`)
  const byKey = new Map(keys.map((k, i) => [k, orderIds[i]!]))
  const pending = ctx.guard.run(keys, (fresh) =>
    stockBatch(
      ctx,
      accountNo,
      fresh.map((k) => byKey.get(k)!),
    ).then((results) => new Map(fresh.map((k) => [k, results.get(byKey.get(k)!)!]))),
  )
  const results = await Promise.all(pending)
  ctx.reconciler.track(results)
  return { results, at: ctx.clock.now() }
}
