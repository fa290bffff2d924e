import type { FastifyReply } from 'fastify'

/**
 * Error bodies by endpoint group, as the spec gives them: group A `{error, message}`, group B
 * `{code, msg}`, rate limits `{error_code, message}`. `error` and `code` are strings.
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

/** Which error shape a path's group uses. */
export type ErrorShape = 'groupA' | 'auth' | 'control'

export function errorShapeFor(url: string): ErrorShape {
  if (url.startsWith('/api/v3/auth')) return 'auth'
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
  // Group B codes are HTTP-like numerals as at SSI ("400", "401"), sent as strings as the spec types them.
  return errorShapeFor(url) === 'auth'
    ? sendAuthError(reply, status, String(status), message)
    : sendGroupAError(reply, status, code, message)
}
