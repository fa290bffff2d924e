import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendGroupAError } from '../kit/http/errors'
import type { SimContext } from '../state/world'
import { countRequest } from './rate-limit'
import type { ApiKey } from '../state/identity/api-keys'
import type { TokenClaims } from '../state/identity/tokens'

export type BearerResult = { claims: TokenClaims; key: ApiKey } | undefined

/**
 * Checks `Authorization: Bearer <access token>`, counts the request against the token's key, and
 * for cancels and orders requires a trading token. Answers 401, 429 or 403 itself and returns
 * undefined when the request must stop.
 */
export async function requireBearer(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { trading?: boolean } = {},
): Promise<BearerResult> {
  const header = request.headers.authorization
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header)
  if (match?.[1] === undefined) {
    void sendGroupAError(reply, 401, 'UNAUTHORIZED', 'Authorization: Bearer <access token> is required')
    return undefined
  }
  const world = ctx.world
  const verified = await world.tokens.verify(match[1])
  if ('invalid' in verified) {
    void sendGroupAError(reply, 401, 'UNAUTHORIZED', `Bearer ${verified.invalid}`)
    return undefined
  }
  if (verified.kind !== 'access') {
    void sendGroupAError(reply, 401, 'UNAUTHORIZED', 'a refresh token cannot be used as an access token')
    return undefined
  }
  const key = world.keys.get(verified.apiKey)
  if (key === undefined) {
    void sendGroupAError(reply, 401, 'UNAUTHORIZED', 'the token’s API key is not known')
    return undefined
  }
  if (!countRequest(ctx, reply, key)) return undefined
  if (options.trading === true && verified.scope !== 'trading') {
    void sendGroupAError(
      reply,
      403,
      'TRADING_TOKEN_REQUIRED',
      'this operation needs a trading token: request one with an OTP or an approved transactionId',
    )
    return undefined
  }
  return { claims: verified, key }
}
