import type { CancelReport, CancelResult } from '../../../../src-shared/bridge/contract'
import { derivativeCancelResultSchema } from '../../../../src-shared/schemas/orders'
import { requireAccounts } from '../../account/require-accounts'
import { CoreError, toBridgeError } from '../../errors/to-bridge-error'
import { outcomeOfRefusal, outcomeWords, result } from '../outcomes/cancel-outcomes'
import type { CancelContext } from './cancel-context'
import { forbiddenWords, unknownOutcome } from './cancel-errors'
import { settleUnknown } from './settle-unknown'

/** One `order/cancel` call, with the PIN, which goes no further than this request. */
async function derivativeOne(ctx: CancelContext, accountId: string, orderNo: string, pin: string) {
  try {
    const headers = { authorization: await ctx.bearer('trading') }
    const body = await ctx.http.request({
      method: 'POST',
      path: '/khronos/v1/order/cancel',
      schema: derivativeCancelResultSchema,
      body: { accountId, orderNo, cmd: 'Web.cancelOrder', pin, refId: '' },
      headers,
      priority: 'user',
      rateLimit: ctx.activity.throughRateLimits('derivative', [orderNo]),
    })
    if (body.rc === '1') {
      ctx.feed.markCancelled('derivative', [orderNo])
      return new Map([[orderNo, result('derivative', orderNo, 'cancelled', '1')]])
    }
    const message = typeof body.rs === 'string' ? body.rs : ''
    if (body.rc === '-5' || /\bPIN\b/i.test(message)) {
      return new Map([[orderNo, result('derivative', orderNo, 'wrong-pin', body.rc)]])
    }
    return new Map([
      [orderNo, result('derivative', orderNo, outcomeOfRefusal(body.rc, message), body.rc, message)],
    ])
  } catch (err) {
    const e = toBridgeError(err)
    if (unknownOutcome(e)) return await settleUnknown(ctx, 'derivative', [orderNo])
    throw new CoreError(forbiddenWords(e))
  } finally {
    ctx.activity.setPhase('derivative', [orderNo], null)
    void ctx.feed.refresh('derivative')
  }
}

/**
 * One order at a time (the endpoint takes one). A wrong PIN is that order's outcome and stops
 * before the next (the broker would refuse it too, and repeated wrong PINs lock the account).
 * A failure after an order was cancelled does not hide that cancel: the report says what
 * happened to each order. Only a failure before anything was sent is thrown.
 */
export async function cancelDerivative(
  ctx: CancelContext,
  orderIds: string[],
  pin: string,
): Promise<CancelReport> {
  const accounts = requireAccounts(ctx.accounts)
  const results: CancelResult[] = []
  let stop: { code: string; message: string } | null = null
  for (const orderNo of orderIds) {
    if (stop !== null) {
      results.push({ book: 'derivative', orderId: orderNo, outcome: 'not-sent', ...stop })
      continue
    }
    // Its earlier cancel is still unknown (here or before a restart): not sent a second time.
    if (ctx.reconciler.isFollowed('derivative', orderNo)) {
      results.push(result('derivative', orderNo, 'unknown', 'followed'))
      continue
    }
    const [one] = ctx.guard.run([`derivative:${accounts.derivative}:${orderNo}`], (fresh) =>
      derivativeOne(ctx, accounts.custodyCode, orderNo, pin).then(
        (m) => new Map([[fresh[0]!, m.get(orderNo)!]]),
      ),
    )
    try {
      const r = await one!
      results.push(r)
      if (r.outcome === 'wrong-pin') stop = { code: 'wrong-pin', message: outcomeWords['not-sent'] }
    } catch (err) {
      if (results.length === 0) throw err
      const e = toBridgeError(err)
      results.push({
        book: 'derivative',
        orderId: orderNo,
        outcome: 'not-sent',
        code: e.code,
        message: e.message,
      })
      stop = { code: e.code, message: e.message }
    }
  }
  ctx.reconciler.track(results)
  return { results, at: ctx.clock.now() }
}
