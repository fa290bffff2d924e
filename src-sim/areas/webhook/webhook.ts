import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { receiveWebhook } from '../../state/webhook-inbox'
import type { SimContext } from '../../state/world'
import { sendGroupAError } from '../../kit/http/errors'
import { declareRoute } from '../../kit/http/route-spec'
import type { SimRoutes } from '../../guards/route-table'

const body = z.strictObject({
  type: z.string({ error: 'type must be a string' }).min(1, 'type must not be empty').max(100),
  data: z.record(z.string(), z.unknown(), { error: 'data must be a JSON object' }),
})

/** A refused body, worded as the webhook always has: the whole body, or the field at fault. */
function refuseBody(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const issue = error.issues[0]
  const message =
    issue?.code === 'unrecognized_keys'
      ? `unknown field(s): ${issue.keys.join(', ')}`
      : issue === undefined || issue.path.length === 0
        ? 'body must be a JSON object {type, data}'
        : `${issue.path.join('.')}: ${issue.message}`
  return sendGroupAError(reply, 400, 'INVALID_REQUEST', message)
}

/** Group D: the broker status webhook. No authentication, as the spec gives none. */
export function registerWebhookRoutes(routes: SimRoutes, ctx: SimContext): void {
  declareRoute(
    routes,
    {
      method: 'POST',
      path: '/brokers/{brokerId}/webhook',
      group: 'D',
      tier: 'none',
      summary: 'Broker status message',
      body,
      refuse: refuseBody,
    },
    async (_request, _reply, { found, body: message }) => {
      receiveWebhook(ctx.world.webhooks, {
        brokerId: found.brokerId,
        ...message,
        receivedAt: new Date(ctx.world.clock.now()).toISOString(),
      })
      return {}
    },
  )
}
