import type { z } from 'zod'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import type { HttpClient, Query } from '../http/http-client'
import type { Priority } from '../http/rate-budget'
import { signatureHeaders, type SigningKey } from './request-signer'

export interface SignedRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  schema: S
  query?: Query
  body?: unknown
  /** Sent beside the signature, never signed (`device-id`, `X-SVC-2FA-TOKEN`). */
  headers?: Record<string, string>
  priority?: Priority
  retry429?: boolean
  timeoutMs?: number
  /**
   * Sign and send once more when the broker refused the timestamp (401 TIMESTAMP_EXPIRED): its Date
   * header has set our idea of its clock by then. Default true; order calls say false (never twice).
   */
  resignOnClockSkew?: boolean
}

export interface SvcClient {
  readonly http: HttpClient
  signed<S extends z.ZodType>(request: SignedRequest<S>): Promise<z.output<S>>
}

/**
 * Tier-2 calls of group E over the shared HTTP client and rate budget. The key and secret are read
 * from the vault for each call and live only in this closure's stack; the signature is made when the
 * budget lets the request go, on the broker's clock (the Date-header offset).
 */
export function createSvcClient(deps: {
  http: HttpClient
  key: () => Promise<SigningKey | null>
}): SvcClient {
  return {
    http: deps.http,
    async signed(request) {
      const key = await deps.key()
      if (key === null) {
        throw new CoreError(bridgeError('auth', 'no-credentials', 'No API key and secret for this profile.'))
      }
      const body = request.body === undefined ? undefined : JSON.stringify(request.body)
      const send = () =>
        deps.http.request({
          method: request.method ?? 'GET',
          path: request.path,
          schema: request.schema,
          ...(request.query === undefined ? {} : { query: request.query }),
          ...(body === undefined ? {} : { rawBody: body }),
          ...(request.headers === undefined ? {} : { headers: request.headers }),
          ...(request.priority === undefined ? {} : { priority: request.priority }),
          ...(request.retry429 === false ? { rateLimit: { retries: 0 } } : {}),
          ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
          signHeaders: (wire) => signatureHeaders({ key, ...wire, nowMs: deps.http.clock.serverNow() }),
        })
      try {
        return await send()
      } catch (error) {
        const skew = error instanceof CoreError && error.detail.code === 'TIMESTAMP_EXPIRED'
        if (!skew || request.resignOnClockSkew === false) throw error
        return send()
      }
    },
  }
}
