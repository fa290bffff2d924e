import type { SimClock } from '../../kit/clock/sim-clock'
import type { Prng } from '../market/prng'
import type { ApiKey } from './api-keys'

export interface OutboxMessage {
  channel: 'sms' | 'email'
  destination: string
  code: string
  /** ISO time on the simulator clock. */
  time: string
  apiKey: string
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'used'

export interface Approval {
  transactionId: string
  apiKey: string
  status: ApprovalStatus
  createdAt: string
  expiresAt: string
}

/** The spec's rule: an approval transaction lives 30 seconds. */
export const approvalLifetimeMs = 30_000
/** How long an SMS or e-mail code stays usable (not published; chosen). */
export const otpLifetimeMs = 5 * 60_000
/** SSI's rule: more than 5 OTP requests without a verification lock the OTP service for a while. */
export const maxUnverifiedRequests = 5
export const otpLockMs = 15 * 60_000

interface IssuedOtp {
  code: string
  expiresMs: number
}

interface ApprovalState {
  approval: Approval
  createdMs: number
  expiresMs: number
}

/**
 * The simulated phone: SMS and e-mail codes land in an outbox the control API reads, and app
 * approvals wait for `POST /__sim/approvals/{id}`. Everything is timed on the simulator clock.
 */
export class SecondFactorService {
  private readonly outbox: OutboxMessage[] = []
  private readonly otps = new Map<string, IssuedOtp>()
  private readonly approvals = new Map<string, ApprovalState>()
  private readonly unverified = new Map<string, number[]>()

  constructor(
    private readonly clock: SimClock,
    private readonly rng: Prng,
    private readonly destinations: { phone: string; email: string },
  ) {}

  /** True when the key has asked for too many codes without using one (the request is refused). */
  locked(apiKey: string): boolean {
    const now = this.clock.now()
    const recent = (this.unverified.get(apiKey) ?? []).filter((t) => now - t < otpLockMs)
    this.unverified.set(apiKey, recent)
    return recent.length >= maxUnverifiedRequests
  }

  sendCode(key: ApiKey): OutboxMessage {
    this.unverified.set(key.apiKey, [...(this.unverified.get(key.apiKey) ?? []), this.clock.now()])
    const code = String(this.rng.int(0, 999_999)).padStart(6, '0')
    const now = this.clock.now()
    const channel = key.secondFactor === 'email' ? 'email' : 'sms'
    const message: OutboxMessage = {
      channel,
      destination: channel === 'sms' ? this.destinations.phone : this.destinations.email,
      code,
      time: new Date(now).toISOString(),
      apiKey: key.apiKey,
    }
    this.outbox.push(message)
    this.otps.set(key.apiKey, { code, expiresMs: now + otpLifetimeMs })
    return message
  }

  /** Checks and consumes the latest code sent for this key. */
  useCode(apiKey: string, code: string): 'ok' | 'invalid' | 'expired' {
    const issued = this.otps.get(apiKey)
    if (issued === undefined || issued.code !== code) return 'invalid'
    this.otps.delete(apiKey)
    this.unverified.delete(apiKey)
    return this.clock.now() > issued.expiresMs ? 'expired' : 'ok'
  }

  startApproval(key: ApiKey): Approval {
    const now = this.clock.now()
    const hex = (n: number): string =>
      Array.from({ length: n }, () => this.rng.int(0, 15).toString(16)).join('')
    const variant = '89ab'[this.rng.int(0, 3)] ?? '8'
    const transactionId = `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`
    const state: ApprovalState = {
      approval: {
        transactionId,
        apiKey: key.apiKey,
        status: 'pending',
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + approvalLifetimeMs).toISOString(),
      },
      createdMs: now,
      expiresMs: now + approvalLifetimeMs,
    }
    this.approvals.set(transactionId, state)
    return { ...state.approval }
  }

  /** The user's answer in the app. */
  decide(transactionId: string, approve: boolean): Approval | 'unknown' | 'expired' | 'decided' {
    const state = this.approvals.get(transactionId)
    if (state === undefined) return 'unknown'
    if (state.approval.status !== 'pending') return 'decided'
    if (this.clock.now() > state.expiresMs) return 'expired'
    state.approval.status = approve ? 'approved' : 'rejected'
    return { ...state.approval }
  }

  /** Consumes an approved transaction for the token endpoint. */
  useApproval(
    apiKey: string,
    transactionId: string,
  ): 'ok' | 'unknown' | 'expired' | 'pending' | 'rejected' | 'used' {
    const state = this.approvals.get(transactionId)
    if (state === undefined || state.approval.apiKey !== apiKey) return 'unknown'
    if (state.approval.status === 'used') return 'used'
    if (this.clock.now() > state.expiresMs) return 'expired'
    if (state.approval.status === 'pending') return 'pending'
    if (state.approval.status === 'rejected') return 'rejected'
    state.approval.status = 'used'
    return 'ok'
  }

  /** Puts a code another service sent (group E's second factor) on the simulated phone. */
  deliver(message: OutboxMessage): void {
    this.outbox.push({ ...message })
  }

  messages(): OutboxMessage[] {
    return this.outbox.map((m) => ({ ...m }))
  }

  listApprovals(): (Approval & { expired: boolean })[] {
    const now = this.clock.now()
    return [...this.approvals.values()].map((s) => ({ ...s.approval, expired: now > s.expiresMs }))
  }
}
