import { randomBytes, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { OtpSessionCode } from '../../../src-shared/schemas/trading'
import type { SecondFactorService } from './second-factor'
import type { SimClock } from '../../kit/clock/sim-clock'
import { vnDayNumber, vnParts, vnTime } from '../../kit/clock/vietnam-time'
import type { Prng } from '../market/prng'

/** The real service's rules (api-facts §5.4). */
export const maxOtpRequestsPerDay = 5
export const maxWrongTries = 3
export const ticketLifetimeMs = 5 * 60_000

interface Ticket {
  apiKey: string
  code: string
  expiresMs: number
  wrong: number
  used: boolean
}

export type OtpFailure = { status: number; code: string; message: string }

/** e-mail masked as the real service shows it: first letter, stars, domain (`u***@gmail.com`). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@')
  if (at < 1) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

/** 23:59:59.000 +07:00 of the Vietnam day of `ms`. */
export function endOfVnDay(ms: number): number {
  const p = vnParts(ms)
  return vnTime(p.year, p.month, p.day, 23, 59, 59)
}

const secret = randomBytes(32)
const issuer = 'brokerage-simulator/2fa'

/**
 * Group E's second factor: e-mailed codes on tickets, and daily session JWTs bound to one API key.
 * Codes go to the simulated phone's outbox. Everything is timed on the simulator clock.
 */
export class OtpSessions {
  private readonly tickets = new Map<string, Ticket>()
  /** Requests per API key on a Vietnam day: `${apiKey}|${day}` → count. */
  private readonly requests = new Map<string, number>()
  private readonly revoked = new Set<string>()

  constructor(
    private readonly clock: SimClock,
    private readonly rng: Prng,
    private readonly phone: SecondFactorService,
    private readonly email: string,
  ) {}

  request(apiKey: string): OtpFailure | { ticketId: string; masked: string; expiresMs: number } {
    const now = this.clock.now()
    const dayKey = `${apiKey}|${vnDayNumber(now)}`
    const count = this.requests.get(dayKey) ?? 0
    if (count >= maxOtpRequestsPerDay) {
      return {
        status: 429,
        code: 'OTP_RATE_LIMIT_EXCEEDED',
        message: `at most ${maxOtpRequestsPerDay} OTP requests per API key per day`,
      }
    }
    this.requests.set(dayKey, count + 1)
    const code = String(this.rng.int(0, 999_999)).padStart(6, '0')
    const ticketId = randomUUID()
    const expiresMs = now + ticketLifetimeMs
    this.tickets.set(ticketId, { apiKey, code, expiresMs, wrong: 0, used: false })
    this.phone.deliver({
      channel: 'email',
      destination: this.email,
      code,
      time: new Date(now).toISOString(),
      apiKey,
    })
    return { ticketId, masked: maskEmail(this.email), expiresMs }
  }

  async verify(
    apiKey: string,
    ticketId: string,
    otp: string,
  ): Promise<OtpFailure | { token: string; expiresMs: number }> {
    const now = this.clock.now()
    const ticket = this.tickets.get(ticketId)
    if (ticket?.apiKey !== apiKey) {
      return { status: 400, code: 'OTP_INVALID', message: 'unknown ticket_id for this API key' }
    }
    if (ticket.wrong >= maxWrongTries) {
      return { status: 423, code: 'OTP_LOCKED', message: 'this ticket is locked after 3 wrong codes' }
    }
    if (ticket.used) return { status: 400, code: 'OTP_INVALID', message: 'this ticket was already used' }
    if (now > ticket.expiresMs) {
      return {
        status: 400,
        code: 'OTP_INVALID',
        message: 'the ticket expired (5 minutes); request a new code',
      }
    }
    if (otp !== ticket.code) {
      ticket.wrong += 1
      const left = maxWrongTries - ticket.wrong
      return left === 0
        ? { status: 423, code: 'OTP_LOCKED', message: 'wrong code; the ticket is now locked' }
        : {
            status: 400,
            code: 'OTP_INVALID',
            message: `wrong code; ${left} attempt${left === 1 ? '' : 's'} left`,
          }
    }
    ticket.used = true
    const expiresMs = endOfVnDay(now)
    const token = await new SignJWT({ apiKey, kind: '2fa' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresMs / 1000))
      .setJti(randomUUID())
      .sign(secret)
    return { token, expiresMs }
  }

  /** Null when the session token lets this API key place orders now. */
  async check(apiKey: string, token: string | undefined): Promise<OtpSessionCode | null> {
    if (token === undefined || token === '') return 'OTP_SESSION_REQUIRED'
    let payload
    try {
      // The expiry is judged below on the simulator clock, to the millisecond.
      ;({ payload } = await jwtVerify(token, secret, {
        issuer,
        algorithms: ['HS256'],
        currentDate: new Date(0),
      }))
    } catch {
      return 'OTP_SESSION_INVALID'
    }
    if (payload.kind !== '2fa' || payload.apiKey !== apiKey || typeof payload.exp !== 'number') {
      return 'OTP_SESSION_INVALID'
    }
    if (this.revoked.has(token)) return 'OTP_SESSION_REVOKED'
    if (this.clock.now() > payload.exp * 1000) return 'OTP_SESSION_EXPIRED'
    return null
  }

  /** Revokes a session of this key; false when the token is not one. */
  async revoke(apiKey: string, token: string): Promise<boolean> {
    const state = await this.check(apiKey, token)
    if (state === 'OTP_SESSION_INVALID' || state === 'OTP_SESSION_REQUIRED') return false
    this.revoked.add(token)
    return true
  }
}
