import type { FastifyInstance } from 'fastify'
import type { RouteTable } from '../kit/http/route-spec'
import type { StockAccount } from '../state/accounts/stock-book'
import type { ApiKey } from '../state/identity/api-keys'
import type { TradingAccount } from '../state/trading/trading-accounts'
import type { TradingState } from '../state/trading/trading-state'
import type { SimContext } from '../state/world'
import { requireServiceApiKey } from './api-key'
import { requireBearer, type BearerResult } from './bearer'
import { brokerIdOf } from './broker-id'
import { requireIdentity, type IdentityClaims } from './identity-token'
import { stockAccountOf, tradingAccountOf, tradingUserOf } from './path-account'
import { requireSecondFactor } from './second-factor-session'
import { requireSigned } from './signed-request'

/** What each tier's guard hands the route's handler. */
export interface TierAuth {
  none: null
  bearer: NonNullable<BearerResult>
  trading: NonNullable<BearerResult>
  identity: IdentityClaims
  apiKey: ApiKey
  signed: ApiKey
  signed2fa: ApiKey
}

/** What the path guards find, by parameter name. */
export interface PathFinds {
  accountNo: StockAccount
  subAccountId: { state: TradingState; account: TradingAccount }
  userId: TradingState
  brokerId: string
}

export type SimRoutes = RouteTable<TierAuth, PathFinds>

/** The routes of `app` (or of a plugin scope of it), guarded over the world of `ctx`. */
export function simRoutes(app: FastifyInstance, ctx: SimContext): SimRoutes {
  return {
    app,
    guards: {
      none: () => null,
      bearer: (request, reply) => requireBearer(ctx, request, reply),
      trading: (request, reply) => requireBearer(ctx, request, reply, { trading: true }),
      identity: (request, reply) => requireIdentity(ctx, request, reply),
      apiKey: (request, reply) => requireServiceApiKey(ctx, request, reply),
      signed: (request, reply) => requireSigned(ctx, request, reply),
      signed2fa: (request, reply) => requireSecondFactor(ctx, request, reply),
    },
    pathGuards: {
      accountNo: (value, _request, reply) => stockAccountOf(ctx, value, reply),
      subAccountId: (value, _request, reply) => tradingAccountOf(ctx, value, reply),
      userId: (value, _request, reply) => tradingUserOf(ctx, value, reply),
      brokerId: (value, _request, reply) => brokerIdOf(value, reply),
    },
  }
}
