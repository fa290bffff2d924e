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
   * Sign and send once more when the broker refused the call with 401 and its answer moved our idea
   * of its clock (its Date header): the signature was on the wrong clock. The pages document only the
   * status (401 alike for a bad key, an expired timestamp, a reused nonce), so the clock decides, not a
   * code. Default true; order calls say false (never twice).
   */
  resignOnClockSkew?: boolean
}

/** A Date header has whole seconds: a smaller move of the offset is no news about the clock. */
const clockSlackMs = 1_000

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
      const clock = deps.http.clock
      let signedAtOffset = clock.offsetMs
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
          signHeaders: (wire) => {
            signedAtOffset = clock.offsetMs
            return signatureHeaders({ key, ...wire, nowMs: clock.serverNow() })
          },
        })
      try {
        return await send()
      } catch (error) {
        const refused = error instanceof CoreError && error.detail.status === 401
        // A refusal the clock explains: the answer claimed a jump (settled before the next signature)
        // or moved the offset by more than a Date header's whole second since this call was signed.
        const skew = refused && (clock.unsettled || Math.abs(clock.offsetMs - signedAtOffset) > clockSlackMs)
        if (!skew || request.resignOnClockSkew === false) throw error
        return send()
      }
    },
  }
}
