import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendGroupAError } from '../kit/http/errors'
import type { SimContext } from '../state/world'

export interface IdentityClaims {
  userId: string
  scopes: string[]
}

/**
 * Tier `identity` (group C): `Authorization: Bearer` with an identity token of scope `symbols-read`.
 * Answers 401 or 403 itself and returns undefined when the request must stop.
 */
export async function requireIdentity(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<IdentityClaims | undefined> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  if (match?.[1] === undefined) {
    void sendGroupAError(
      reply,
      401,
      'UNAUTHORIZED',
      'Authorization: Bearer <token with scope symbols-read> is required',
    )
    return undefined
  }
  const verified = await ctx.world.tokens.verifyIdentity(match[1])
  if ('invalid' in verified) {
    void sendGroupAError(reply, 401, 'UNAUTHORIZED', `Bearer ${verified.invalid}`)
    return undefined
  }
  if (!verified.scopes.includes('symbols-read')) {
    void sendGroupAError(reply, 403, 'INSUFFICIENT_SCOPE', 'the token lacks scope symbols-read')
    return undefined
  }
  return verified
}
