import { createRequire } from 'node:module'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { canonicalUrl } from './canonical-url'
import { sendShapedError } from './errors'

/** Largest accepted request body; the real services' limit is not published. */
export const bodyLimitBytes = 64 * 1024

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
/** A compiler factory's call, loosely typed: the lazy loader below only forwards it. */
type Factory = (...args: unknown[]) => unknown

const requireHere = createRequire(import.meta.url)

/** `module`'s factory (ajv-compiler and fast-json-stringify-compiler each export a maker of one), loaded on first call. */
function lazyFactory(module: string): Factory {
  let factory: Factory | undefined
  return (...args) => {
    factory ??= (requireHere(module) as () => Factory)()
    return factory(...args)
  }
}

/**
 * Fastify's own schema compilers (ajv, fast-json-stringify), loaded on the first route that declares
 * a Fastify schema: routes check their input with zod (route-spec.ts), so none does today, and
 * loading ajv at every start cost about a tenth of a second of the app's start (issue 24).
 */
const lazyCompilers = {
  buildValidator: lazyFactory('@fastify/ajv-compiler'),
  buildSerializer: lazyFactory('@fastify/fast-json-stringify-compiler'),
} as Compilers

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
    schemaController: { compilersFactory: lazyCompilers },
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
