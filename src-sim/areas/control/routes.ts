import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { exchanges } from '../../../src-shared/market/price-rules'
import { demoIdentity } from '../../state/accounts/demo-identity'
import { tiers } from '../../state/identity/api-keys'
import { vnDateString } from '../../kit/clock/vietnam-time'
import { derivativesPhase } from '../../state/market/sessions'
import { sendGroupAError } from '../../kit/http/errors'
import type { SimContext } from '../../state/world'
import { faultConfigSchema } from '../../state/faults/fault-injector'
import { guardControl } from './control-guard'
import { registerRequestCounts } from './request-counts'

/** Parses a control body; a bad one is answered with 400 and undefined is returned. */
export function parseControlBody<T>(
  schema: z.ZodType<T>,
  request: FastifyRequest,
  reply: FastifyReply,
): T | undefined {
  const result = schema.safeParse(request.body ?? {})
  if (result.success) return result.data
  const detail = result.error.issues
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'body'}: ${i.message}`)
    .join('; ')
  void sendGroupAError(reply, 400, 'INVALID_REQUEST', detail)
  return undefined
}

function clockState(ctx: SimContext): Record<string, unknown> {
  const world = ctx.world
  world.sync()
  const now = world.clock.now()
  return {
    now: new Date(now).toISOString(),
    nowMs: now,
    speed: world.clock.speed,
    mode: world.clock.mode,
    tradingDate: vnDateString(now),
    sessions: {
      ...Object.fromEntries(exchanges.map((ex) => [ex, world.market.phase(ex)])),
      DERIVATIVES: derivativesPhase(world.clock.mode, now),
    },
  }
}

const clockBodySchema = z
  .strictObject({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(366 * 86_400_000)
      .optional(),
    speed: z.number().min(0).max(10_000).optional(),
  })
  .refine((b) => b.advanceMs !== undefined || b.speed !== undefined, 'give advanceMs or speed')

const stormBodySchema = z.strictObject({ updatesPerSecond: z.number().int().min(0).max(1_000_000) })
const priceBodySchema = z.strictObject({
  symbol: z.string().min(1).max(20),
  /** Absent: nothing printed, the band is read. */
  price: z.number().int().positive().optional(),
  quantity: z.number().int().positive().max(1_000_000).optional(),
})
const approvalBodySchema = z.strictObject({ approve: z.boolean() })
const demoBodySchema = z.strictObject({ secondFactor: z.enum(['sms', 'email', 'app']) })
const keysBodySchema = z.strictObject({
  tier: z.enum(tiers),
  secondFactor: z.enum(['sms', 'email', 'app']).optional(),
})

/**
 * The `/__sim` control API: loopback callers with this launch's control token only (see
 * control-guard.ts), never subject to injected faults.
 */
export function registerControlRoutes(app: FastifyInstance, ctx: SimContext, controlToken: string): void {
  app.addHook('onRequest', (request, reply) => guardControl(request, reply, controlToken))
  registerRequestCounts(app)

  const demoState = () => {
    const key = ctx.world.keys.demo
    return {
      apiKey: key.apiKey,
      apiSecret: key.apiSecret,
      tier: key.tier,
      secondFactor: key.secondFactor,
      custodyCode: demoIdentity.custodyCode,
      accounts: { ...demoIdentity.accounts },
      pin: demoIdentity.pin,
      seed: ctx.config.seed,
    }
  }
  app.get('/__sim/demo', async () => demoState())
  app.post('/__sim/demo', async (request, reply) => {
    const body = parseControlBody(demoBodySchema, request, reply)
    if (body === undefined) return reply
    ctx.world.keys.setSecondFactor(ctx.world.keys.demo.apiKey, body.secondFactor)
    return demoState()
  })

  app.post('/__sim/keys', async (request, reply) => {
    const body = parseControlBody(keysBodySchema, request, reply)
    if (body === undefined) return reply
    const key = ctx.world.keys.create(body.tier, body.secondFactor ?? 'sms')
    return reply.code(201).send(key)
  })

  app.get('/__sim/webhooks', async () => ctx.world.webhooks)
  app.get('/__sim/outbox', async () => ctx.world.secondFactor.messages())
  app.get('/__sim/approvals', async () => ctx.world.secondFactor.listApprovals())
  app.post<{ Params: { transactionId: string } }>(
    '/__sim/approvals/:transactionId',
    async (request, reply) => {
      const body = parseControlBody(approvalBodySchema, request, reply)
      if (body === undefined) return reply
      const result = ctx.world.secondFactor.decide(request.params.transactionId, body.approve)
      if (result === 'unknown') return sendGroupAError(reply, 404, 'NOT_FOUND', 'no such transactionId')
      if (result === 'expired')
        return sendGroupAError(reply, 409, 'EXPIRED', 'the transaction expired (30 seconds)')
      if (result === 'decided')
        return sendGroupAError(reply, 409, 'ALREADY_DECIDED', 'the transaction was already answered')
      return result
    },
  )

  app.get('/__sim/faults', async () => ctx.faults.current)
  app.post('/__sim/faults', async (request, reply) => {
    const body = parseControlBody(faultConfigSchema, request, reply)
    if (body === undefined) return reply
    ctx.faults.set(body)
    return ctx.faults.current
  })
  app.delete('/__sim/faults', async () => {
    ctx.faults.clear()
    return ctx.faults.current
  })

  // Every write that arrived, with the fault it met (see WriteArrival); DELETE starts a new count.
  app.get('/__sim/writes', async () => ctx.faults.writes)
  app.delete('/__sim/writes', async () => {
    ctx.faults.clearWrites()
    return { cleared: true }
  })

  app.get('/__sim/clock', async () => clockState(ctx))
  app.post('/__sim/clock', async (request, reply) => {
    const body = parseControlBody(clockBodySchema, request, reply)
    if (body === undefined) return reply
    const clock = ctx.world.clock
    if (body.speed !== undefined) clock.setSpeed(body.speed)
    if (body.advanceMs !== undefined) clock.advance(body.advanceMs)
    return clockState(ctx)
  })

  app.post('/__sim/reset', async () => {
    ctx.reset()
    return { reset: true, ...clockState(ctx) }
  })

  app.post('/__sim/price', async (request, reply) => {
    const body = parseControlBody(priceBodySchema, request, reply)
    if (body === undefined) return reply
    const ticker = ctx.world.market.ticker(body.symbol)
    const printed =
      body.price === undefined
        ? ticker !== undefined
        : ctx.world.market.print(body.symbol, body.price, body.quantity)
    if (!printed) {
      return sendGroupAError(reply, 400, 'INVALID_PRICE', 'unknown symbol or a price outside its band')
    }
    return { symbol: body.symbol, price: ticker?.matchPrice, ceiling: ticker?.ceiling, floor: ticker?.floor }
  })

  app.get('/__sim/storm', async () => ({ updatesPerSecond: ctx.world.market.storm }))
  app.post('/__sim/storm', async (request, reply) => {
    const body = parseControlBody(stormBodySchema, request, reply)
    if (body === undefined) return reply
    ctx.world.market.setStorm(body.updatesPerSecond)
    return { updatesPerSecond: ctx.world.market.storm }
  })
}
