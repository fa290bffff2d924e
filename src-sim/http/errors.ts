import type { FastifyReply } from 'fastify'

/**
 * Error bodies by endpoint group, as the spec gives them: group A `{error, message}`, group B
 * `{code, msg}`, rate limits and group E `{error_code, message}`. `error` and `code` are strings.
 */
export function sendGroupAError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error, message })
}

export function sendAuthError(reply: FastifyReply, status: number, code: string, msg: string): FastifyReply {
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

export function errorShapeFor(url: string): ErrorShape {
  if (url.startsWith('/api/v3/auth')) return 'auth'
  if (url === '/market' || url.startsWith('/market/') || url.startsWith('/market?')) return 'groupE'
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
  // Group B codes are HTTP-like numerals as at SSI ("400", "401"), sent as strings as the spec types them.
  if (shape === 'auth') return sendAuthError(reply, status, String(status), message)
  if (shape === 'groupE') return sendGroupEError(reply, status, code, message)
  return sendGroupAError(reply, status, code, message)
}
