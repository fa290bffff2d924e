import { z } from 'zod'
import { bridgeErrorSchema } from '../errors'
import { noInput } from './common'

/**
 * The Demo profile's "simulated phone": the SMS/e-mail codes and app approvals the embedded
 * simulator sends to the demo user, read through its control API, so the whole second-factor flow
 * can be tried without a real phone. Only the demo profile has it.
 */

export const phoneMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  code: z.string(),
  time: z.string(),
})
export type PhoneMessage = z.infer<typeof phoneMessageSchema>

export const phoneApprovalSchema = z.object({
  transactionId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'used']),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
})
export type PhoneApproval = z.infer<typeof phoneApprovalSchema>

export const phoneInboxSchema = z.object({
  /** False outside the demo profile: there is no simulated phone. */
  available: z.boolean(),
  messages: z.array(phoneMessageSchema),
  approvals: z.array(phoneApprovalSchema),
  error: bridgeErrorSchema.nullable(),
})
export type PhoneInbox = z.infer<typeof phoneInboxSchema>

export const demoPhoneCalls = {
  'demoPhone.decide': {
    input: z.strictObject({
      transactionId: z.string().regex(/^[0-9a-f-]{36}$/, 'not a transaction id'),
      approve: z.boolean(),
    }),
    output: phoneApprovalSchema,
  },
} as const

export const demoPhoneStreams = {
  'demoPhone.inbox': { params: noInput, event: phoneInboxSchema },
} as const
