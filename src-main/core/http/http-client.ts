import type { z } from 'zod'
import { bridgeError, issuesFromZod, type BridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import { cancelledRead, isCancelled } from '../errors/cancelled'
import type { BrokerHealth } from './broker-health'
import { errorFromResponse } from './error-from-response'
import type { Priority, RateBudget } from './rate-budget'
import { isRateLimited, retryRateLimited, type RateLimitRetryOptions } from './retry-policy'
import { systemClock, type Clock } from '../clock/clock'
import { BrokerClock } from '../clock/broker-clock'
import { insecureUrlReason } from './url-policy'

export interface HttpClientOptions {
  baseUrl: string
  /** A request that takes longer is abandoned and reported as a network error. */
  timeoutMs?: number
  /** The API key's scheduler; without one, requests go out at once (tests of the client alone). */
  budget?: RateBudget
  /** Told when the server reports a limit that outlasts one window (a second 429 in a row). */
  onLongTermLimit?: (retryAt: number) => void
  /**
   * The broker's clock, shared by the clients of one profile: its services run on one clock, and a
   * jump seen on them (a broker restart) must expire the tokens at once. Without one, the client
   * keeps a clock of its own, fed by its own base address only.
   */
  brokerClock?: BrokerClock
  /**
   * A request carrying `authorization` was answered 401. The token's owner drops that token; for a
   * read (`replace`), it returns a fresh header and the read is sent once more with it.
   */
  onUnauthorized?: (authorization: string, replace: boolean) => Promise<string | undefined>
  /**
   * The core's clock: send times and the retry policy's waits. A test on the simulator's clock
   * passes one that advances that clock instead of waiting.
   */
  clock?: Clock
  /** Told of every outcome, so the pollers of the profile learn at once that the broker answers again. */
  health?: BrokerHealth
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
  /** How long to keep trying through 429s, and who is told of the waits (see retry-policy.ts). */
  rateLimit?: Pick<RateLimitRetryOptions, 'retries' | 'deadlineMs' | 'onWait'>
  /** The body's exact text, sent as is (a signed request hashes these bytes); instead of `body`. */
  rawBody?: string
  /**
   * Headers made at the moment of sending, after the rate budget's wait (a signature's timestamp and
   * nonce must be fresh), from the method, the path and query as sent, and the body text.
   */
  signHeaders?: (request: {
    method: string
    pathAndQuery: string
    body: string | undefined
  }) => Record<string, string>
  /** This request's own limit (default the client's). */
  timeoutMs?: number
  /**
   * Drops the request while it waits for the rate budget (it then never goes out). A request on
   * the wire is not aborted: the broker has counted it already, and its answer may still fill a
   * cache. A GET with a signal is its caller's alone, not joined to an identical one in flight: the
   * caller that shares it (the research cache) counts who still waits for it.
   */
  signal?: AbortSignal
}

export interface HttpClient {
  readonly baseUrl: string
  /** How long a request may go unanswered, unless it sets its own (ms). */
  readonly timeoutMs: number
  /** The broker's clock as read from its Date headers: its expiries and resets are on it. */
  readonly clock: BrokerClock
  request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>>
  getJson<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.output<S>>
}

/**
 * The only way the core talks HTTP. Every body is parsed by a shared schema (a server that sends
 * something else gets a `bad-response` error, never a crash further in); every request waits its
 * turn in the key's rate budget; identical GETs in flight are sent once. Redirects are never
 * followed: a request carrying a key or a token must not be replayed to another server.
 */
/** Extra answers a signed request may ask for to settle a claimed jump of the broker's clock. */
const CLOCK_PROBES = 3

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 8_000
  const inflight = new Map<string, Promise<unknown>>()
  const machine = options.clock ?? systemClock
  const clock = options.brokerClock ?? new BrokerClock({ clock: machine, brokerUrls: [baseUrl] })
  const insecure = insecureUrlReason(baseUrl)

  async function once(
    method: string,
    url: URL,
    init: RequestInit,
    limitMs: number,
  ): Promise<{ response: Response; text: string }> {
    try {
      const sentAt = machine.now()
      const response = await fetch(url, {
        ...init,
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(limitMs),
      })
      clock.observe({ url: url.href, date: response.headers.get('date'), sentAt })
      return { response, text: await response.text() }
    } catch (err) {
      throw new CoreError(networkError(err, url))
    }
  }

  /**
   * Asks the broker's clock again (a bare HEAD of the base address: any answer carries a Date
   * header) while one answer's claimed jump stands unconfirmed, so a signature is never made on a
   * clock that one odd header moved, nor kept on one the broker really left. At most
   * `CLOCK_PROBES` requests; a probe that fails changes nothing.
   */
  async function settleClock(limitMs: number): Promise<void> {
    for (let i = 0; i < CLOCK_PROBES && clock.unsettled; i++) {
      try {
        const sentAt = machine.now()
        const response = await fetch(baseUrl, {
          method: 'HEAD',
          redirect: 'manual',
          signal: AbortSignal.timeout(limitMs),
        })
        clock.observe({ url: baseUrl, date: response.headers.get('date'), sentAt })
      } catch {
        return
      }
    }
  }

  async function send<S extends z.ZodType>(req: RequestOptions<S>, url: URL): Promise<z.output<S>> {
    if (insecure !== null) {
      throw new CoreError(
        bridgeError('validation', 'insecure-url', `The broker address ${url.origin} ${insecure}.`),
      )
    }
    const method = req.method ?? 'GET'
    const priority = req.priority ?? (method === 'GET' ? 'board' : 'user')
    let headers: Record<string, string> = {
      accept: 'application/json',
      ...(req.body === undefined && req.rawBody === undefined ? {} : { 'content-type': 'application/json' }),
      ...req.headers,
    }
    const body = req.rawBody ?? (req.body === undefined ? undefined : JSON.stringify(req.body))
    let consecutive429 = 0
    let reauthorized = false

    const attempt = async (): Promise<z.output<S>> => {
      const init: RequestInit = { headers, ...(body === undefined ? {} : { body }) }
      const go = async () => {
        if (req.signHeaders !== undefined && clock.unsettled) await settleClock(req.timeoutMs ?? timeoutMs)
        const signed = req.signHeaders?.({ method, pathAndQuery: url.pathname + url.search, body })
        const sent = signed === undefined ? init : { ...init, headers: { ...headers, ...signed } }
        return once(method, url, sent, req.timeoutMs ?? timeoutMs)
      }
      const health = options.health
      const queued = options.budget
        ? options.budget.run(priority, go, req.signal)
        : req.signal?.aborted
          ? Promise.reject(cancelledRead(url.pathname))
          : go()
      const { response, text } = await queued.catch((err: unknown) => {
        // A cancelled request never reached the broker: it says nothing of its health.
        if (!isCancelled(err)) health?.failed()
        throw err
      })
      if (response.ok) {
        let parsed: z.output<S>
        try {
          parsed = parseBody(req.schema, response, text, url)
        } catch (err) {
          health?.failed()
          throw err
        }
        health?.answered()
        return parsed
      }
      // A 5xx or a 429 says nothing about the broker's data; any other answer shows it is back.
      if (response.status >= 500 || response.status === 429) health?.failed()
      else health?.answered()
      if (response.status >= 300 && response.status < 400) throw new CoreError(redirectError(response, url))
      const { error, broker } = errorFromResponse(response, text, {
        toLocal: (ms) => clock.toLocal(ms),
        now: () => machine.now(),
      })
      if (error.kind === 'rate-limited') {
        consecutive429 += 1
        const retryAt = error.retryAt ?? machine.now() + 60_000
        options.budget?.pause(retryAt)
        if (consecutive429 >= 2) options.onLongTermLimit?.(retryAt)
      } else consecutive429 = 0
      const authorization = authorizationOf(headers)
      if (response.status === 401 && authorization !== undefined && options.onUnauthorized) {
        // A read is re-issued once with a new token; a write never is (the caller decides).
        const replace = method === 'GET' && !reauthorized
        const fresh = await options.onUnauthorized(authorization, replace)
        if (replace && fresh !== undefined) {
          reauthorized = true
          headers = { ...withoutAuthorization(headers), authorization: fresh }
          return attempt()
        }
      }
      throw new CoreError(error, broker.text)
    }

    // Board polls are not retried here: the feed owns their timing and shows the wait.
    const retries = priority === 'board' ? 0 : (req.rateLimit?.retries ?? 3)
    try {
      return await retryRateLimited(attempt, { clock: machine, ...req.rateLimit, retries })
    } catch (err) {
      if (isRateLimited(err) && consecutive429 >= 2) {
        throw new CoreError({
          ...err.detail,
          code: 'RATE_LIMIT_LONG_TERM',
          message: 'The broker keeps refusing this API key: a longer-term rate limit.',
        })
      }
      throw err
    }
  }

  const client: HttpClient = {
    baseUrl,
    timeoutMs,
    clock,
    request(req) {
      const url = new URL(baseUrl + req.path)
      for (const [key, value] of Object.entries(req.query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, String(value))
      }
      if ((req.method ?? 'GET') !== 'GET' || req.rateLimit?.onWait || req.signal) return send(req, url)
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

const authorizationOf = (headers: Record<string, string>): string | undefined =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === 'authorization')?.[1]

const withoutAuthorization = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== 'authorization'))

/** Never followed, whatever the target: the typed error says whether it pointed elsewhere. */
function redirectError(response: Response, url: URL): BridgeError {
  let target: URL | null
  try {
    target = new URL(response.headers.get('location') ?? '', url)
  } catch {
    target = null
  }
  const elsewhere = target === null || target.origin !== url.origin
  return bridgeError(
    'bad-response',
    elsewhere ? 'cross-origin-redirect' : 'redirect',
    elsewhere
      ? `The broker at ${url.host} redirected the request to another server; it was not followed, so no credential left.`
      : `The broker at ${url.host} redirected the request; redirects are not followed.`,
    { status: response.status },
  )
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
        { status: response.status, issues: issuesFromZod(parsed.error).slice(0, 10) },
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
