import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ApiKey } from '../state/identity/api-keys'
import { countRequest } from './rate-limit'
import type { SimContext } from '../state/world'
import { sendGroupEError } from '../kit/http/errors'

/** The tier-1 header of group E (spec, "Two tiers"): the API key alone, no signature. */
export const serviceApiKeyHeader = 'x-svc-apikey'

/**
 * Tier-1 authentication: a known API key (the keys group B issues tokens for) in `X-SVC-APIKEY`,
 * counted against that key's per-minute quota like every other call of the key. Answers 401 or 429
 * itself and returns undefined when the request must stop.
 */
export function requireServiceApiKey(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
): ApiKey | undefined {
  const header = request.headers[serviceApiKeyHeader]
  const value = typeof header === 'string' ? header.trim() : ''
  if (value === '') {
    void sendGroupEError(reply, 401, 'API_KEY_REQUIRED', 'header X-SVC-APIKEY is required')
    return undefined
  }
  const key = ctx.world.keys.get(value)
  if (key === undefined) {
    void sendGroupEError(reply, 401, 'INVALID_API_KEY', 'the API key in X-SVC-APIKEY is not valid')
    return undefined
  }
  return countRequest(ctx, reply, key) ? key : undefined
}
