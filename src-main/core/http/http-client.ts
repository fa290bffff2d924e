import type { z } from 'zod'
import { bridgeError, issuesFromZod } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import { errorFromResponse } from './error-from-response'

export interface HttpClientOptions {
  baseUrl: string
  /** A request that takes longer is abandoned and reported as a network error. */
  timeoutMs?: number
}

export type Query = Record<string, string | number | undefined>

export interface HttpClient {
  readonly baseUrl: string
  getJson<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.output<S>>
}

/**
 * The only way the core talks HTTP. Every body is parsed by a shared schema: a server that sends
 * something else gets a `bad-response` error, never a crash further in.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 8_000

  return {
    baseUrl,
    async getJson(path, schema, query) {
      const url = new URL(baseUrl + path)
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, String(value))
      }
      let response: Response
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (err) {
        throw new CoreError(networkError(err, url))
      }
      let text: string
      try {
        text = await response.text()
      } catch (err) {
        throw new CoreError(networkError(err, url))
      }
      if (!response.ok) throw new CoreError(errorFromResponse(response, text))
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        throw new CoreError(
          bridgeError('bad-response', 'invalid-json', `The server sent a body that is not JSON (${url.pathname}).`, {
            status: response.status,
          }),
        )
      }
      const parsed = schema.safeParse(body)
      if (!parsed.success) {
        throw new CoreError(
          bridgeError('bad-response', 'unexpected-shape', `The server's answer to ${url.pathname} has an unexpected shape.`, {
            status: response.status,
            issues: issuesFromZod(parsed.error).slice(0, 10),
          }),
        )
      }
      return parsed.data
    },
  }
}

function networkError(err: unknown, url: URL) {
  const timedOut = err instanceof DOMException && err.name === 'TimeoutError'
  return timedOut
    ? bridgeError('network', 'timeout', `No answer from ${url.host} in time.`)
    : bridgeError('network', 'unreachable', `Cannot reach ${url.host}: the connection failed or was dropped.`)
}
