import type { FastifyInstance, FastifyReply } from 'fastify'
import { sendRateLimitError, sendShapedError } from './errors'

export type FaultDecision = 'none' | 'drop' | 'error' | 'malformed' | 'rate-limit'

/**
 * What the hooks ask of a fault plan (state/faults/fault-injector.ts is one): the kit needs no world,
 * only a delay, a decision per request, a write log and the storm's announced reset.
 */
export interface FaultSource {
  readonly current: { rateLimitResetSeconds?: number | undefined }
  delayMs(): number
  decide(): FaultDecision
  coin(): boolean
  recordWrite(arrival: { method: string; path: string; outcome: FaultDecision; at: number }): void
}

const malformedRequests = new WeakSet<object>()

/**
 * Fault injection as request middleware on the brokerage routes, never on `/__sim`: latency, dropped
 * connections, 429 storms, 5xx answers and truncated bodies. `now` is the simulated clock (the
 * storm's X-RateLimit-Reset).
 */
export function registerFaultHooks(app: FastifyInstance, faults: FaultSource, now: () => number): void {
  app.addHook('onRequest', async (request, reply): Promise<FastifyReply | undefined> => {
    if (request.url.startsWith('/__sim')) return undefined
    const delay = faults.delayMs()
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    const decision = faults.decide()
    if (request.method !== 'GET') {
      const path = request.url.split('?')[0] ?? request.url
      faults.recordWrite({ method: request.method, path, outcome: decision, at: Date.now() })
    }
    switch (decision) {
      case 'drop':
        request.raw.socket.destroy()
        return reply.hijack()
      case 'rate-limit': {
        const reset = Math.floor(now() / 1000) + (faults.current.rateLimitResetSeconds ?? 5)
        return sendRateLimitError(reply, reset, 'Rate limit exceeded (injected fault)')
      }
      case 'error':
        return faults.coin()
          ? sendShapedError(
              reply,
              request.url,
              500,
              'INTERNAL_ERROR',
              'internal server error (injected fault)',
            )
          : sendShapedError(
              reply,
              request.url,
              503,
              'SERVICE_UNAVAILABLE',
              'service unavailable (injected fault)',
            )
      case 'malformed':
        malformedRequests.add(request)
        return undefined
      case 'none':
        return undefined
    }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (!malformedRequests.has(request)) return payload
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '{}'
    // Half of a JSON object or array never parses: its brackets are left open.
    reply.code(200)
    return text.slice(0, Math.max(1, Math.floor(text.length / 2)))
  })
}
