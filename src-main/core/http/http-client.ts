import type { z } from 'zod'
import { bridgeError, issuesFromZod, type BridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import { errorFromResponse } from './error-from-response'
import type { Priority, RateBudget } from './rate-budget'
import { ServerClock } from './server-clock'

export interface HttpClientOptions {
  baseUrl: string
  /** A request that takes longer is abandoned and reported as a network error. */
  timeoutMs?: number
  /** The API key's scheduler; without one, requests go out at once (tests of the client alone). */
  budget?: RateBudget
  /** Told when the server reports a limit that outlasts one window (a second 429 in a row). */
  onLongTermLimit?: (retryAt: number) => void
}

export type Query = Record<string, string | number | undefined>

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  schema: S
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  /** Defaults to 'board' for GET and 'user' for writes. */
  priority?: Priority
}

export interface HttpClient {
  readonly baseUrl: string
  /** This server's clock as read from its Date headers: its expiries and resets are on it. */
  readonly clock: ServerClock
  request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>>
  getJson<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.output<S>>
}

/** Retries after a 429, per the spec: at most three, each after the reset plus 50–500 ms. */
const MAX_429_RETRIES = 3
const jitter = () => 50 + Math.random() * 450
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The only way the core talks HTTP. Every body is parsed by a shared schema (a server that sends
 * something else gets a `bad-response` error, never a crash further in); every request waits its
 * turn in the key's rate budget; identical GETs in flight are sent once.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 8_000
  const inflight = new Map<string, Promise<unknown>>()
  const clock = new ServerClock()

  async function once(
    method: string,
    url: URL,
    init: RequestInit,
  ): Promise<{ response: Response; text: string }> {
    let response: Response
    try {
      const sentAt = Date.now()
      response = await fetch(url, { ...init, method, signal: AbortSignal.timeout(timeoutMs) })
      clock.observe(response.headers.get('date'), sentAt)
      return { response, text: await response.text() }
    } catch (err) {
      throw new CoreError(networkError(err, url))
    }
  }

  async function send<S extends z.ZodType>(req: RequestOptions<S>, url: URL): Promise<z.output<S>> {
    const method = req.method ?? 'GET'
    const priority = req.priority ?? (method === 'GET' ? 'board' : 'user')
    const init: RequestInit = {
      headers: {
        accept: 'application/json',
        ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...req.headers,
      },
      ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
    }
    // Board polls are not retried here: the feed owns their timing and shows the wait.
    const retries = priority === 'board' ? 0 : MAX_429_RETRIES
    let consecutive429 = 0
    for (;;) {
      const attempt = () => once(method, url, init)
      const { response, text } = options.budget
        ? await options.budget.run(priority, attempt)
        : await attempt()
      if (response.ok) return parseBody(req.schema, response, text, url)
      const error = errorFromResponse(response, text, (ms) => clock.toLocal(ms))
      if (error.kind !== 'rate-limited') throw new CoreError(error)
      consecutive429 += 1
      const retryAt = error.retryAt ?? Date.now() + 60_000
      options.budget?.pause(retryAt)
      if (consecutive429 >= 2) options.onLongTermLimit?.(retryAt)
      if (consecutive429 > retries) {
        throw new CoreError(
          consecutive429 >= 2
            ? {
                ...error,
                code: 'RATE_LIMIT_LONG_TERM',
                message: 'The broker keeps refusing this API key: a longer-term rate limit.',
              }
            : error,
        )
      }
      await sleep(Math.max(0, retryAt - Date.now()) + jitter())
    }
  }

  const client: HttpClient = {
    baseUrl,
    clock,
    request(req) {
      const url = new URL(baseUrl + req.path)
      for (const [key, value] of Object.entries(req.query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, String(value))
      }
      if ((req.method ?? 'GET') !== 'GET') return send(req, url)
      const key = `${url.href}|${JSON.stringify(req.headers ?? {})}`
      const existing = inflight.get(key)
      if (existing) return existing as Promise<z.output<typeof req.schema>>
      const pending = send(req, url).finally(() => inflight.delete(key))
      inflight.set(key, pending)
      return pending
    },
    getJson(path, schema, query) {
      return client.request({ path, schema, ...(query ? { query } : {}) })
    },
  }
  return client
}

function parseBody<S extends z.ZodType>(schema: S, response: Response, text: string, url: URL): z.output<S> {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new CoreError(
      bridgeError(
        'bad-response',
        'invalid-json',
        `The server sent a body that is not JSON (${url.pathname}).`,
        {
          status: response.status,
        },
      ),
    )
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new CoreError(
      bridgeError(
        'bad-response',
        'unexpected-shape',
        `The server's answer to ${url.pathname} has an unexpected shape.`,
        {
          status: response.status,
          issues: issuesFromZod(parsed.error).slice(0, 10),
        },
      ),
    )
  }
  return parsed.data
}

function networkError(err: unknown, url: URL): BridgeError {
  const timedOut = err instanceof DOMException && err.name === 'TimeoutError'
  return timedOut
    ? bridgeError('network', 'timeout', `No answer from ${url.host} in time.`)
    : bridgeError('network', 'unreachable', `Cannot reach ${url.host}: the connection failed or was dropped.`)
}
