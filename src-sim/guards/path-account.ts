import type { FastifyReply } from 'fastify'
import { sendGroupAError, sendGroupEError } from '../kit/http/errors'
import type { StockAccount } from '../state/accounts/stock-book'
import type { TradingAccount } from '../state/trading/trading-accounts'
import { tradingState, tradingUserId, type TradingState } from '../state/trading/trading-state'
import type { SimContext } from '../state/world'

/** Group A `{accountNo}`: one of the demo user's stock sub-accounts (404 otherwise). */
export function stockAccountOf(
  ctx: SimContext,
  accountNo: string,
  reply: FastifyReply,
): StockAccount | undefined {
  const account = ctx.world.accounts.stock(accountNo)
  if (account === undefined) {
    void sendGroupAError(
      reply,
      404,
      'ACCOUNT_NOT_FOUND',
      `account ${accountNo} is not a stock sub-account of this user`,
    )
  }
  return account
}

/**
 * Group E `{subAccountId}`: one of the caller's sub-accounts (403 otherwise), with the ledger brought
 * up to now.
 */
export function tradingAccountOf(
  ctx: SimContext,
  subAccountId: string,
  reply: FastifyReply,
): { state: TradingState; account: TradingAccount } | undefined {
  const state = tradingState(ctx.world)
  const account = state.ledger.account(subAccountId)
  if (account === undefined) {
    void sendGroupEError(reply, 403, 'FORBIDDEN', `sub-account ${subAccountId} is not one of this user's`)
    return undefined
  }
  state.settle()
  return { state, account }
}

/** Group E `{userId}`: the API key's own user (403 otherwise), with the ledger brought up to now. */
export function tradingUserOf(
  ctx: SimContext,
  userId: string,
  reply: FastifyReply,
): TradingState | undefined {
  if (userId !== String(tradingUserId)) {
    void sendGroupEError(reply, 403, 'FORBIDDEN', `user ${userId} is not the API key's user`)
    return undefined
  }
  const state = tradingState(ctx.world)
  state.settle()
  return state
}
