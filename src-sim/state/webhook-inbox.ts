/** One message the broker webhook received (group D). */
export interface WebhookMessage {
  brokerId: string
  type: string
  data: Record<string, unknown>
  receivedAt: string
}

/** Messages kept for `GET /__sim/webhooks`; older ones are dropped. */
export const webhookCapacity = 1_000

/** Appends a received message, oldest first, and keeps the last `webhookCapacity`. */
export function receiveWebhook(inbox: WebhookMessage[], message: WebhookMessage): void {
  inbox.push(message)
  if (inbox.length > webhookCapacity) inbox.splice(0, inbox.length - webhookCapacity)
}
