import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'

/**
 * Who may call a route (spec, "Authentication"): `none`, a group B bearer (`bearer`; `trading` when
 * the token must carry an OTP), a group C identity token (`identity`), or group E's tiers: the API key
 * alone (`apiKey`), a signed request (`signed`), signed plus the 2FA session (`signed2fa`).
 */
export type RouteTier = 'none' | 'bearer' | 'trading' | 'identity' | 'apiKey' | 'signed' | 'signed2fa'

/** One brokerage route, declared once: it registers the handler and feeds `/openapi.json`. */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** OpenAPI form, `{name}` for a path parameter: `/aion/v1/accounts/{accountNo}/orders`. */
  path: string
  /** Spec group (A–E): the error body of the group and the tag in the document. */
  group: 'A' | 'B' | 'C' | 'D' | 'E'
  tier: RouteTier
  summary: string
  description?: string
  /** Query parameters as an object schema (its input side is documented). */
  query?: z.ZodType
  body?: z.ZodType
  /** The 200 body, when the simulator has a schema of its own for it. */
  response?: z.ZodType
}

type Handler<P> = (request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => Promise<unknown>

/** Fastify's `:name` form of an OpenAPI path. */
export const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1')

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `declareRoute`; `/openapi.json` is generated from the routes that carry one. */
    routeSpec?: RouteSpec
  }
}

/**
 * Registers a brokerage route with its declaration: the single place a route names its path,
 * method, tier and schemas (docs/simulator.md, "Adding a route").
 */
export function declareRoute<P extends Record<string, string> = Record<string, never>>(
  app: FastifyInstance,
  spec: RouteSpec,
  handler: Handler<P>,
): void {
  app.route<{ Params: P }>({
    method: spec.method,
    url: fastifyPath(spec.path),
    config: { routeSpec: spec },
    handler,
  })
}
