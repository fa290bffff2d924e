import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { SimContext } from '../../state/world'
import { sendGroupAError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'

export interface WebhookMessage {
  brokerId: string
  type: string
  data: Record<string, unknown>
  receivedAt: string
}

/** Messages kept for `GET /__sim/webhooks`; older ones are dropped. */
export const webhookCapacity = 1_000

const body = z.strictObject({
  type: z.string({ error: 'type must be a string' }).min(1, 'type must not be empty').max(100),
  data: z.record(z.string(), z.unknown(), { error: 'data must be a JSON object' }),
})

/** Group D: the broker status webhook. No authentication, as the spec gives none. */
export function registerWebhookRoutes(app: FastifyInstance, ctx: SimContext): void {
  declareRoute<{ brokerId: string }>(
    app,
    {
      method: 'POST',
      path: '/brokers/{brokerId}/webhook',
      group: 'D',
      tier: 'none',
      summary: 'Broker status message',
      body,
    },
    async (request, reply) => {
      const { brokerId } = request.params
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(brokerId)) {
        return sendGroupAError(
          reply,
          400,
          'INVALID_BROKER_ID',
          'brokerId must be 1-64 letters, digits, _ . or -',
        )
      }
      const parsed = body.safeParse(request.body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const message =
          issue?.code === 'unrecognized_keys'
            ? `unknown field(s): ${issue.keys.join(', ')}`
            : issue === undefined || issue.path.length === 0
              ? 'body must be a JSON object {type, data}'
              : `${issue.path.join('.')}: ${issue.message}`
        return sendGroupAError(reply, 400, 'INVALID_REQUEST', message)
      }
      const inbox = ctx.world.webhooks
      inbox.push({ brokerId, ...parsed.data, receivedAt: new Date(ctx.world.clock.now()).toISOString() })
      if (inbox.length > webhookCapacity) inbox.splice(0, inbox.length - webhookCapacity)
      return {}
    },
  )
}
