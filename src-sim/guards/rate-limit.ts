import type { FastifyReply } from 'fastify'
import { sendRateLimitError } from '../kit/http/errors'
import type { ApiKey } from '../state/identity/api-keys'
import type { RateDecision } from '../state/identity/rate-limits'
import type { SimContext } from '../state/world'

export function setRateHeaders(reply: FastifyReply, decision: RateDecision): void {
  reply.header('X-RateLimit-Limit', String(decision.limit))
  reply.header('X-RateLimit-Remaining', String(decision.remaining))
}

/**
 * Counts a request against a key's quota. Returns false (after answering 429) when the key is over it.
 */
export function countRequest(ctx: SimContext, reply: FastifyReply, key: ApiKey): boolean {
  const decision = ctx.world.rateLimiter.hit(key.apiKey, key.tier)
  setRateHeaders(reply, decision)
  if (decision.allowed) return true
  void sendRateLimitError(
    reply,
    decision.resetAt,
    `Rate limit of ${decision.limit} requests per minute exceeded for this API key (${key.tier} tier)`,
  )
  return false
}
