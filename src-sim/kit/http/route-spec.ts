import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { refuseInput, type InputPart } from './input-errors'

/**
 * Who may call a route (spec, "Authentication"): `none`, a group B bearer (`bearer`; `trading` when
 * the token must carry an OTP), a group C identity token (`identity`), or group E's tiers: the API key
 * alone (`apiKey`), a signed request (`signed`), signed plus the 2FA session (`signed2fa`).
 */
export type RouteTier = 'none' | 'bearer' | 'trading' | 'identity' | 'apiKey' | 'signed' | 'signed2fa'

/** Spec group (A–E): the error body of the group and the tag in the document. */
export type RouteGroup = 'A' | 'B' | 'C' | 'D' | 'E'

/** One brokerage route, declared once: it registers the handler and feeds `/openapi.json`. */
export interface RouteSpec<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** OpenAPI form, `{name}` for a path parameter: `/aion/v1/accounts/{accountNo}/orders`. */
  path: string
  group: RouteGroup
  tier: RouteTier
  summary: string
  description?: string
  /** Query parameters as an object schema: checked before the handler runs, its input side documented. */
  query?: Q
  /** The JSON body, checked before the handler runs. */
  body?: B
  /** The 200 body, when the simulator has a schema of its own for it. */
  response?: z.ZodType
  /** Query names beyond the schema's keys that the handler reads itself (screener `<field>_gt`). */
  openQuery?: RegExp
  /** How this route words a refused query or body, when not as its group does (input-errors.ts). */
  refuse?: (reply: FastifyReply, error: z.ZodError, part: InputPart) => FastifyReply
}

/**
 * A tier's check: the caller's credentials when the request may go on, or undefined after it answered
 * the refusal itself (401, 403, 429). `spec` is the route's declaration (a guard may read its path).
 */
export type Guard<A> = (
  request: FastifyRequest,
  reply: FastifyReply,
  spec: RouteSpec,
) => A | undefined | Promise<A | undefined>

/** One guard per tier; `A` names what each tier's guard hands the handler. */
export type TierGuards<A extends Record<RouteTier, unknown>> = { readonly [T in RouteTier]: Guard<A[T]> }

/**
 * A path parameter's check, run after the tier's guard: what the parameter names (the caller's
 * account), or undefined after it answered the refusal itself (403, 404).
 */
export type PathGuard<V> = (value: string, request: FastifyRequest, reply: FastifyReply) => V | undefined

/**
 * Where routes are declared: the server (or a plugin scope of it), the guard of every tier, and the
 * guards of the path parameters that name something of the caller's (`{accountNo}`, `{subAccountId}`).
 */
export interface RouteTable<A extends Record<RouteTier, unknown>, S extends object> {
  app: FastifyInstance
  guards: TierGuards<A>
  pathGuards: { readonly [K in keyof S]: PathGuard<S[K]> }
}

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never

/** `{accountNo: string}` from `/aion/v1/accounts/{accountNo}/orders`. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : Record<PathParamNames<P>, string>

/** What a handler receives besides the request: the tier's credentials and the checked inputs. */
export interface RouteInput<A, Q, B, P, S> {
  auth: A
  /** The query as the schema outputs it; undefined when the route declares none. */
  query: Q extends z.ZodType ? z.output<Q> : undefined
  /** The body as the schema outputs it; as parsed when the route declares none. */
  body: B extends z.ZodType ? z.output<B> : unknown
  params: P
  /** What the path guards found for the route's guarded parameters. */
  found: { [K in keyof P & keyof S]: S[K] }
}

type Handler<A, Q, B, P, S> = (
  request: FastifyRequest<{ Params: P }>,
  reply: FastifyReply,
  input: RouteInput<A, Q, B, P, S>,
) => Promise<unknown>

/** Fastify's `:name` form of an OpenAPI path. */
export const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1')

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `declareRoute`; `/openapi.json` is generated from the routes that carry one. */
    routeSpec?: RouteSpec
  }
}

function queryToCheck(spec: RouteSpec, query: unknown): unknown {
  const open = spec.openQuery
  if (open === undefined || typeof query !== 'object' || query === null) return query
  return Object.fromEntries(Object.entries(query).filter(([name]) => !open.test(name)))
}

/**
 * The only way a brokerage route is registered: the single place it names its path, method, tier
 * and schemas (docs/simulator.md, "Adding a route"). In this order, the tier's guard answers a caller
 * it refuses; then the guards of its path parameters; then the query, then the body, are checked against the declared schemas (a 400 in the
 * group's error body); then the handler runs with what the guard and the schemas gave. So the
 * generated document says what the route does.
 */
export function declareRoute<
  A extends Record<RouteTier, unknown>,
  S extends object,
  T extends RouteTier,
  Path extends string,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  table: RouteTable<A, S>,
  spec: RouteSpec<Q, B> & { tier: T; path: Path },
  handler: Handler<A[T], Q, B, PathParams<Path>, S>,
): void {
  type Input = RouteInput<A[T], Q, B, PathParams<Path>, S>
  const guard = table.guards[spec.tier] as Guard<A[T]>
  const declared: RouteSpec = spec
  const refuse = (reply: FastifyReply, error: z.ZodError, part: InputPart): FastifyReply =>
    spec.refuse === undefined ? refuseInput(reply, spec.group, error, part) : spec.refuse(reply, error, part)
  table.app.route<{ Params: PathParams<Path> }>({
    method: spec.method,
    url: fastifyPath(spec.path),
    config: { routeSpec: declared },
    handler: async (request, reply) => {
      const auth = await guard(request, reply, declared)
      if (auth === undefined) return reply
      const found: Record<string, unknown> = {}
      for (const [name, value] of Object.entries(request.params as Record<string, string>)) {
        const pathGuard = (table.pathGuards as Record<string, PathGuard<unknown> | undefined>)[name]
        if (pathGuard === undefined) continue
        const thing = pathGuard(value, request, reply)
        if (thing === undefined) return reply
        found[name] = thing
      }
      let query: unknown = undefined
      if (spec.query !== undefined) {
        const checked = spec.query.safeParse(queryToCheck(declared, request.query))
        if (!checked.success) return refuse(reply, checked.error, 'query')
        query = checked.data
      }
      let body: unknown = request.body
      if (spec.body !== undefined) {
        const checked = spec.body.safeParse(request.body)
        if (!checked.success) return refuse(reply, checked.error, 'body')
        body = checked.data
      }
      return handler(request, reply, {
        auth,
        query: query as Input['query'],
        body: body as Input['body'],
        params: request.params as PathParams<Path>,
        found: found as Input['found'],
      })
    },
  })
}
