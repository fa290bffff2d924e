import type { SecondFactorStatus } from '../../../src-shared/bridge/areas/auth'
import { otpRevokeResponseSchema, type OtpSessionCode } from '../../../src-shared/schemas/trading'
import {
  documentedOtpSessionAnswer,
  documentedOtpTicketAnswer,
} from '../../../src-shared/schemas/trading-documented/second-factor'
import { CoreError } from '../errors/to-bridge-error'
import type { SessionStore } from './session-store'
import type { SvcClient } from './svc-client'

/**
 * Codes a ticket takes before the broker locks it (api-facts §5.4). The broker words the attempts
 * left only inside `OTP_INVALID`'s message, in words no page gives: the count is kept here, per ticket.
 */
const maxTries = 3

interface Ticket {
  id: string
  masked: string
  /** Broker clock, epoch ms; null when the broker does not say. */
  expiresAt: number | null
  attemptsLeft: number
}

/**
 * The daily second-factor session of group E (api-facts §5.4): request → verify → a session token kept
 * in the store until its expiry (23:59:59 +07:00, on the broker's clock) or a revoke. It never asks the
 * broker for a code by itself: each request spends one of the key's 5 a day, so only the user's own
 * request does. A 403 OTP_SESSION_* from an order call ends the session and the UI asks again.
 */
export class SecondFactorSession {
  private ticket: Ticket | null = null
  private session: { token: string; expiresAt: number } | null = null
  private state: SecondFactorStatus['state'] = 'none'
  private message: string | null = null
  private problem: Problem | null = null
  private loaded: Promise<void> | null = null
  private readonly listeners = new Set<(status: SecondFactorStatus) => void>()

  constructor(
    private readonly svc: SvcClient,
    private readonly store: SessionStore,
  ) {}

  private serverNow(): number {
    return this.svc.http.clock.serverNow()
  }

  private async ensureLoaded(): Promise<void> {
    this.loaded ??= this.store.load().then((stored) => {
      if (stored !== null && this.session === null) {
        this.session = stored
        this.state = 'active'
      }
    })
    await this.loaded
  }

  onChange(listener: (status: SecondFactorStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async status(): Promise<SecondFactorStatus> {
    await this.ensureLoaded()
    await this.expireIfDue()
    return this.snapshot()
  }

  /** The user asked for a code: one broker request, never repeated on failure. */
  async request(): Promise<SecondFactorStatus> {
    await this.ensureLoaded()
    try {
      const r = await this.svc.signed({
        method: 'POST',
        path: '/auth/v1/openapi/2fa/request',
        body: { channel: 'EMAIL' },
        // The ticket at the top level (the page, the official CLI) or in `result` (the spec).
        schema: documentedOtpTicketAnswer,
        priority: 'user',
        retry429: false,
      })
      this.ticket = {
        id: r.ticket_id,
        masked: r.masked_destination,
        expiresAt: r.expires_at_epoch === undefined ? null : r.expires_at_epoch * 1000,
        attemptsLeft: maxTries,
      }
      if (this.state !== 'active') this.state = 'code-sent'
      this.fail(null)
    } catch (error) {
      this.fail(error)
    }
    return this.changed()
  }

  /** Records the last step's failure (null: it succeeded) in words and as a typed problem. */
  private fail(error: unknown): void {
    this.message = error === null ? null : messageOf(error)
    this.problem = error === null ? null : problemOf(error)
  }

  async verify(code: string): Promise<SecondFactorStatus> {
    await this.ensureLoaded()
    const ticket = this.ticket
    if (ticket === null) {
      this.message = 'Ask for a code first.'
      this.problem = { kind: 'validation', code: 'second-factor-no-ticket' }
      return this.changed()
    }
    try {
      const res = await this.svc.signed({
        method: 'POST',
        path: '/auth/v1/openapi/2fa/verify',
        body: { ticket_id: ticket.id, otp_code: code },
        schema: documentedOtpSessionAnswer,
        priority: 'user',
        retry429: false,
      })
      this.session = { token: res.session_token, expiresAt: res.expires_at_epoch * 1000 }
      await this.store.save(this.session)
      this.ticket = null
      this.state = 'active'
      this.fail(null)
    } catch (error) {
      const code = error instanceof CoreError ? error.detail.code : ''
      if (code === 'OTP_INVALID') ticket.attemptsLeft = Math.max(0, ticket.attemptsLeft - 1)
      if (code === 'OTP_LOCKED' || (code === 'OTP_INVALID' && ticket.attemptsLeft === 0)) {
        ticket.attemptsLeft = 0
        this.state = 'locked'
      }
      this.fail(error)
    }
    return this.changed()
  }

  async revoke(): Promise<SecondFactorStatus> {
    await this.ensureLoaded()
    const session = this.session
    if (session !== null) {
      try {
        await this.svc.signed({
          method: 'POST',
          path: '/auth/v1/openapi/2fa/revoke',
          body: { session_token: session.token },
          schema: otpRevokeResponseSchema,
          priority: 'user',
          retry429: false,
        })
        this.fail(null)
      } catch (error) {
        // Forgotten here either way: the user asked for it to end.
        this.fail(error)
      }
      await this.end('revoked')
    }
    return this.changed()
  }

  /** The session token for an order call, or null when there is none to send (nothing is requested). */
  async token(): Promise<string | null> {
    await this.ensureLoaded()
    await this.expireIfDue()
    return this.state === 'active' ? (this.session?.token ?? null) : null
  }

  /** An order call was answered 403 with an OTP_SESSION_* code: the session is over, ask the user. */
  async ended(code: OtpSessionCode, message: string): Promise<void> {
    await this.end(
      code === 'OTP_SESSION_REVOKED' ? 'revoked' : code === 'OTP_SESSION_REQUIRED' ? 'none' : 'expired',
    )
    this.message = message
    this.problem = { kind: 'forbidden', code }
    this.changed()
  }

  private async expireIfDue(): Promise<void> {
    if (this.session !== null && this.serverNow() > this.session.expiresAt) {
      await this.end('expired')
      this.message = 'The second-factor session ended at 23:59:59 (Vietnam time); ask for a new code.'
      this.problem = { kind: 'forbidden', code: 'second-factor-day-ended' }
      this.changed()
    }
  }

  private async end(state: 'expired' | 'revoked' | 'none'): Promise<void> {
    this.session = null
    this.state = state
    await this.store.clear()
  }

  private changed(): SecondFactorStatus {
    const status = this.snapshot()
    for (const listener of this.listeners) listener(status)
    return status
  }

  private snapshot(): SecondFactorStatus {
    const toLocal = (ms: number | null) => (ms === null ? null : this.svc.http.clock.toLocal(ms))
    return {
      state: this.state,
      maskedDestination: this.ticket?.masked ?? null,
      ticketExpiresAt: toLocal(this.ticket?.expiresAt ?? null),
      attemptsLeft: this.ticket?.attemptsLeft ?? null,
      sessionExpiresAt: toLocal(this.session?.expiresAt ?? null),
      sessionEndsOnBrokerClock: this.session?.expiresAt ?? null,
      message: this.message,
      problem: this.problem,
    }
  }
}

/** The second factor's failures in our words; anything else as the HTTP client words it. */
const otpWords: Record<string, string> = {
  OTP_INVALID: 'Wrong or expired code.',
  OTP_LOCKED: 'Three wrong codes: this code is locked. Ask for a new one.',
  OTP_RATE_LIMIT_EXCEEDED: 'The broker sends at most 5 codes a day to this API key. Try again tomorrow.',
  OTP_CONTACT_UNAVAILABLE: 'The broker has no e-mail address to send the code to.',
}

type Problem = NonNullable<SecondFactorStatus['problem']>

/** The failure as the UI words it: the broker's OTP codes have words of their own there. */
function problemOf(error: unknown): Problem {
  return error instanceof CoreError
    ? { kind: error.detail.kind, code: error.detail.code }
    : { kind: 'network', code: 'unreachable' }
}

function messageOf(error: unknown): string {
  if (!(error instanceof CoreError)) return 'The broker could not be reached.'
  return otpWords[error.detail.code] ?? error.detail.message
}
