import { z } from 'zod'
import { lenientNumber } from '../lenient'
import { atTopOrInResult } from './envelope'

/** `POST /auth/v1/openapi/2fa/request` (api-facts §5.4): a ticket and where the code was sent. */
export const documentedOtpTicket = z.object({
  ticket_id: z.string().min(1),
  masked_destination: z.string(),
  /** Not documented: the simulator's addition for the dialog's countdown; absent from the broker. */
  expires_at_epoch: lenientNumber.optional(),
})
export const documentedOtpTicketAnswer = atTopOrInResult(documentedOtpTicket)
export type DocumentedOtpTicket = z.output<typeof documentedOtpTicket>

/**
 * `POST /auth/v1/openapi/2fa/verify`: a JWT valid until 23:59:59 +07:00 of the day it was issued;
 * `expires_at` ISO with offset, `expires_at_epoch` Unix seconds (the CLI compares it with `date +%s`).
 */
export const documentedOtpSession = z.object({
  session_token: z.string().min(1),
  expires_at: z.string(),
  expires_at_epoch: lenientNumber,
})
export const documentedOtpSessionAnswer = atTopOrInResult(documentedOtpSession)
export type DocumentedOtpSession = z.output<typeof documentedOtpSession>
