import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { canonicalUrl } from './canonical-url'
import { sendShapedError } from './errors'

/** Largest accepted request body; the real services' limit is not published. */
export const bodyLimitBytes = 64 * 1024

/**
 * The HTTP server every route is declared on: one spelling of each path, JSON bodies, the error
 * bodies of the spec's groups for what Fastify itself refuses, and a Date header on `now`'s clock.
 */
export function buildHttpServer(now: () => number): FastifyInstance {
  // Closing destroys open keep-alive sockets: a test or a demo must never wait on an idle client.
  const app = Fastify({
    logger: false,
    bodyLimit: bodyLimitBytes,
    forceCloseConnections: true,
    // Routing and every guard see one spelling of the path (`/%5F%5Fsim` is `/__sim`).
    rewriteUrl: (req) => canonicalUrl(req.url ?? '/'),
  })

  // An empty JSON body reaches the routes as `undefined`: control calls like POST /__sim/reset work
  // with or without `{}`, and brokerage routes answer it with their own 400 body.
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString()
    if (text === '') {
      done(null, undefined)
      return
    }
    void jsonParser(request, text, done)
  })

  // The simulator lives on its own clock (the control API can move it), so its Date header says
  // that clock's time: a client that reads server time from Date sees the same time as the
  // expiries and rate-limit resets it is sent.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('date', new Date(now()).toUTCString())
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500
    const code =
      status === 413
        ? 'BODY_TOO_LARGE'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status >= 500
            ? 'INTERNAL_ERROR'
            : 'INVALID_REQUEST'
    const message =
      status === 413
        ? `request body larger than ${bodyLimitBytes} bytes`
        : status >= 500
          ? 'internal simulator error'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'request body is not valid JSON'
            : error.message
    return sendShapedError(reply, request.url, status, code, message)
  })

  app.setNotFoundHandler((request, reply) =>
    sendShapedError(
      reply,
      request.url,
      404,
      'NOT_FOUND',
      `no route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
    ),
  )

  return app
}
