import type { FastifyReply } from 'fastify'

/**
 * Error bodies by endpoint group: group A `{error, message}` (strings), group B `{code, msg}` with a
 * numeric `code` as SSI sends it (api-facts §2), rate limits and group E `{error_code, message}`.
 */
export function sendGroupAError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error, message })
}

export function sendAuthError(reply: FastifyReply, status: number, code: number, msg: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ code, msg })
}

export function sendRateLimitError(
  reply: FastifyReply,
  resetUnixSeconds: number,
  message: string,
): FastifyReply {
  return reply
    .code(429)
    .header('X-RateLimit-Reset', String(resetUnixSeconds))
    .type('application/json; charset=utf-8')
    .send({ error_code: 'RATE_LIMIT_EXCEEDED', message })
}

/** Group E (`/market/**`) errors: `{error_code, message}`, the FHSC error body (api-facts §5.1). */
export function sendGroupEError(
  reply: FastifyReply,
  status: number,
  errorCode: string,
  message: string,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error_code: errorCode, message })
}

/** Which error shape a path's group uses. */
export type ErrorShape = 'groupA' | 'auth' | 'groupE' | 'control'

/** Path roots of group E (FHSC): market data, trading, users, fund trading and the 2FA session. */
const groupERoots = ['/market', '/trading', '/users', '/fund-trading', '/auth/v1/openapi']

export function errorShapeFor(url: string): ErrorShape {
  if (url.startsWith('/api/v3/auth')) return 'auth'
  const path = url.split('?')[0] ?? url
  if (groupERoots.some((root) => path === root || path.startsWith(`${root}/`))) return 'groupE'
  if (url.startsWith('/__sim')) return 'control'
  return 'groupA'
}

export function sendShapedError(
  reply: FastifyReply,
  url: string,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  const shape = errorShapeFor(url)
  // Group B codes are the HTTP status as a number, as in SSI's examples (`{code: 400, msg}`).
  if (shape === 'auth') return sendAuthError(reply, status, status, message)
  if (shape === 'groupE') return sendGroupEError(reply, status, code, message)
  return sendGroupAError(reply, status, code, message)
}
