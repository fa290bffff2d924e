import { bridgeError, type BridgeError } from '../../../src-shared/bridge/errors'

/** Picks a human message out of the error bodies the spec defines for its groups. */
function messageOf(text: string): { code?: string; message?: string } {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null) return {}
    const rec = body as Record<string, unknown>
    const code = rec.error_code ?? rec.error ?? rec.code
    const message = rec.message ?? rec.msg
    return {
      ...(code !== undefined && (typeof code === 'string' || typeof code === 'number')
        ? { code: String(code) }
        : {}),
      ...(typeof message === 'string' ? { message } : {}),
    }
  } catch {
    return {}
  }
}

/** Maps a non-2xx answer to the bridge's error kinds, keeping the server's own words. */
export function errorFromResponse(
  response: Response,
  text: string,
  /** Converts a moment on the server's clock to this machine's (see server-clock.ts). */
  toLocal: (serverMs: number) => number = (ms) => ms,
): BridgeError {
  const { status } = response
  const { code, message } = messageOf(text)
  if (status === 429) {
    const reset = Number(response.headers.get('x-ratelimit-reset'))
    const retryAt = Number.isFinite(reset) && reset > 0 ? toLocal(reset * 1000) : Date.now() + 60_000
    return bridgeError(
      'rate-limited',
      code ?? 'RATE_LIMIT_EXCEEDED',
      message ?? 'Too many requests for this API key.',
      {
        status,
        retryAt,
      },
    )
  }
  if (status === 401)
    return bridgeError('auth', code ?? 'unauthorized', message ?? 'Not signed in, or the token expired.', {
      status,
    })
  if (status === 403)
    return bridgeError('forbidden', code ?? 'forbidden', message ?? 'Not allowed with this token.', {
      status,
    })
  if (status === 404)
    return bridgeError('not-found', code ?? 'not-found', message ?? 'Not found.', { status })
  if (status >= 500)
    return bridgeError('server', code ?? `http-${status}`, message ?? `The server failed (HTTP ${status}).`, {
      status,
    })
  return bridgeError(
    'validation',
    code ?? `http-${status}`,
    message ?? `The server refused the request (HTTP ${status}).`,
    { status },
  )
}
