import { bridgeError, type BridgeError } from '../../../src-shared/bridge/errors'
import { knownSecrets } from '../logging/known-secrets'
import { systemClock } from '../clock/clock'

/** What the broker said, read from the error bodies the spec defines for its groups. */
export interface BrokerWords {
  /** The broker's code, if it is a plain token (letters, digits, `_.-`, at most 64 characters). */
  code?: string
  /**
   * The broker's own text, scrubbed of every known credential. Kept for classification inside the
   * core (e.g. "rejected" vs "expired" on the approval poll), never put into a bridge error or a log:
   * a broker, or a server posing as one, can echo the request into it.
   */
  text?: string
}

const plainCode = /^[A-Za-z0-9_.-]{1,64}$/

function wordsOf(text: string): BrokerWords {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null) return {}
    const rec = body as Record<string, unknown>
    const rawCode = rec.error_code ?? rec.error ?? rec.code
    const message = rec.message ?? rec.msg
    const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : undefined
    return {
      ...(code !== undefined && plainCode.test(code) ? { code } : {}),
      ...(typeof message === 'string' ? { text: knownSecrets.brokerWords(message) } : {}),
    }
  } catch {
    return {}
  }
}

/**
 * Maps a non-2xx answer to the bridge's error kinds, in our own words plus the broker's code (the
 * code is what support asks for; the broker's text stays inside the core, see BrokerWords).
 */
export function errorFromResponse(
  response: Response,
  text: string,
  clocks: {
    /** Converts a moment on the broker's clock to this machine's (see core/clock/broker-clock.ts). */
    toLocal: (serverMs: number) => number
    /** This machine's time (the core's clock). */
    now: () => number
  } = { toLocal: (ms) => ms, now: () => systemClock.now() },
): { error: BridgeError; broker: BrokerWords } {
  const { status } = response
  const broker = wordsOf(text)
  const code = broker.code
  const say = (message: string) => (code === undefined ? message : `${message} (broker code ${code})`)
  if (status === 429) {
    const reset = Number(response.headers.get('x-ratelimit-reset'))
    const retryAt = Number.isFinite(reset) && reset > 0 ? clocks.toLocal(reset * 1000) : clocks.now() + 60_000
    const error = bridgeError(
      'rate-limited',
      code ?? 'RATE_LIMIT_EXCEEDED',
      'Too many requests for this API key: the broker asks to wait.',
      { status, retryAt },
    )
    return { error, broker }
  }
  const error =
    status === 401
      ? bridgeError(
          'auth',
          code ?? 'unauthorized',
          say('The broker did not accept the token or the credentials.'),
          { status },
        )
      : status === 403
        ? bridgeError(
            'forbidden',
            code ?? 'forbidden',
            say('The broker does not allow this with this token.'),
            {
              status,
            },
          )
        : status === 404
          ? bridgeError('not-found', code ?? 'not-found', say('The broker does not know this resource.'), {
              status,
            })
          : status >= 500
            ? bridgeError('server', code ?? `http-${status}`, say(`The broker failed (HTTP ${status}).`), {
                status,
              })
            : bridgeError(
                'validation',
                code ?? `http-${status}`,
                say(`The broker refused the request (HTTP ${status}).`),
                { status },
              )
  return { error, broker }
}
