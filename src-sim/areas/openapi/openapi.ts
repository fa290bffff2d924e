import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { svcSigning } from './openapi-signing'
import type { RouteSpec, RouteTier } from '../../kit/http/route-spec'

const jsonSchema = (schema: z.ZodType): Record<string, unknown> => {
  // Requests are documented as the client writes them (before transforms); what zod cannot say in
  // JSON Schema (a transform's output) becomes "any" rather than failing the whole document.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return rest
}

const securityOf: Record<RouteTier, string | undefined> = {
  none: undefined,
  bearer: 'bearer',
  trading: 'bearer',
  identity: 'identity',
  apiKey: 'apiKey',
  signed: 'signed',
  signed2fa: 'signed',
}

function queryParameters(spec: RouteSpec): Record<string, unknown>[] {
  if (spec.query === undefined) return []
  const schema = jsonSchema(spec.query) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }))
}

function operation(spec: RouteSpec): Record<string, unknown> {
  const security = securityOf[spec.tier]
  const notes = [
    spec.description,
    spec.tier === 'trading' ? 'Needs a trading token (issued with an OTP or approval).' : undefined,
    spec.tier === 'signed2fa' ? 'Needs the 2FA session token as well as the signature.' : undefined,
  ].filter((n) => n !== undefined)
  const pathParameters = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  return {
    summary: spec.summary,
    tags: [`group ${spec.group}`],
    ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
    ...(security === undefined ? {} : { security: [{ [security]: [] }] }),
    parameters: [...pathParameters, ...queryParameters(spec)],
    ...(spec.body === undefined
      ? {}
      : {
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(spec.body) } } },
        }),
    responses: {
      '200': {
        description: 'OK',
        ...(spec.response === undefined
          ? {}
          : { content: { 'application/json': { schema: jsonSchema(spec.response) } } }),
      },
    },
  }
}

/** A brokerage route registered without `declareRoute`: listed, flagged, nothing else known. */
export interface UndeclaredRoute {
  method: string
  path: string
}

/** The OpenAPI 3.1 document of the declared routes, in the order they were declared. */
export function openApiDocument(
  routes: readonly RouteSpec[],
  undeclared: readonly UndeclaredRoute[] = [],
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const spec of routes) {
    const item = (paths[spec.path] ??= {})
    item[spec.method.toLowerCase()] = operation(spec)
  }
  // Served but undocumented: the document says so rather than hide it (and the conformance test fails).
  for (const route of undeclared) {
    const item = (paths[route.path] ??= {})
    item[route.method.toLowerCase()] = {
      summary: 'Registered without declareRoute: parameters, body and tier unknown',
      'x-undeclared': true,
      responses: { '200': { description: 'OK' } },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Brokerage simulator', version: '1.0.0' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-SVC-APIKEY' },
        signed: {
          type: 'apiKey',
          in: 'header',
          name: 'X-SVC-SIGNATURE',
          description: 'HMAC-SHA256 signature with X-SVC-APIKEY, X-SVC-TIMESTAMP and X-SVC-NONCE',
        },
        identity: {
          type: 'oauth2',
          flows: {
            implicit: { authorizationUrl: '/connect/authorize', scopes: { 'symbols-read': 'read symbols' } },
          },
        },
      },
    },
    paths,
    'x-svc-signing': svcSigning,
  }
}

const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}')

/**
 * GET /openapi.json, generated from every route registered through `declareRoute`. Must be
 * registered before the routes: it collects them as Fastify adds them. A brokerage route registered
 * otherwise is listed as undeclared; the control API (`/__sim`) and the document itself are not.
 */
export function registerOpenApiRoute(app: FastifyInstance): void {
  const routes: RouteSpec[] = []
  const undeclared: UndeclaredRoute[] = []
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD')
    const spec = route.config?.routeSpec
    if (spec !== undefined) {
      if (methods.length > 0) routes.push(spec)
    } else if (!route.url.startsWith('/__sim') && route.url !== '/openapi.json') {
      for (const method of methods) undeclared.push({ method, path: openApiPath(route.url) })
    }
  })
  let body: string | undefined
  app.get('/openapi.json', async (_request, reply) => {
    body ??= JSON.stringify(openApiDocument(routes, undeclared))
    return reply.type('application/json; charset=utf-8').send(body)
  })
}
