import type { FastifyReply } from 'fastify'
import { sendGroupAError } from '../kit/http/errors'

/** Group D `{brokerId}`: 1-64 letters, digits, `_`, `.` or `-` (400 otherwise, before the body is read). */
export function brokerIdOf(brokerId: string, reply: FastifyReply): string | undefined {
  if (/^[A-Za-z0-9_.-]{1,64}$/.test(brokerId)) return brokerId
  void sendGroupAError(reply, 400, 'INVALID_BROKER_ID', 'brokerId must be 1-64 letters, digits, _ . or -')
  return undefined
}
