import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import { sendGroupAError } from './errors'

/**
 * A group A query parsed by its schema, or undefined after a 400 `{error: "INVALID_QUERY", message}`
 * naming the first problem (unknown parameters by name).
 */
export function parseGroupAQuery<T>(
  schema: z.ZodType<T>,
  query: unknown,
  reply: FastifyReply,
): T | undefined {
  const result = schema.safeParse(query)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const message =
    issue?.code === 'unrecognized_keys'
      ? `unknown query parameter(s): ${issue.keys.join(', ')}`
      : (issue?.message ?? 'bad query')
  void sendGroupAError(reply, 400, 'INVALID_QUERY', message)
  return undefined
}
