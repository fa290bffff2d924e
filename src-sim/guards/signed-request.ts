import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ApiKey } from '../state/identity/api-keys'
import { sendGroupEError } from '../kit/http/errors'
import { requireServiceApiKey } from './api-key'
import type { SimContext } from '../state/world'
import { verifySignature } from './request-signature'
import { tradingState } from '../state/trading/trading-state'

const rawBodies = new WeakMap<FastifyRequest, string>()

/**
 * Keeps each JSON body's exact text for the body-hash check (the hash is over the bytes as sent, not
 * over a re-serialisation). Call inside the trading routes' own plugin scope.
 */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString()
    rawBodies.set(request, text)
    if (text === '') {
      done(null, undefined)
      return
    }
    try {
      done(null, JSON.parse(text))
    } catch {
      const error = Object.assign(new Error('request body is not valid JSON'), { statusCode: 400 })
      done(error, undefined)
    }
  })
}

/**
 * Tier 2: a known API key (counted against its quota) and a valid signature. Answers 401 (or 429)
 * itself and returns undefined when the request must stop.
 */
export function requireSigned(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
): ApiKey | undefined {
  const key = requireServiceApiKey(ctx, request, reply)
  if (key === undefined) return undefined
  const failure = verifySignature({
    method: request.method,
    pathAndQuery: request.url,
    headers: request.headers,
    rawBody: rawBodies.get(request),
    apiKey: key.apiKey,
    apiSecret: key.apiSecret,
    nowMs: ctx.world.clock.now(),
    nonces: tradingState(ctx.world).nonces,
  })
  if (failure !== null) {
    void sendGroupEError(reply, 401, failure.code, failure.message)
    return undefined
  }
  return key
}
