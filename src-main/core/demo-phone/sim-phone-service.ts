import { z } from 'zod'
import type { PhoneApproval, PhoneInbox } from '../../../src-shared/bridge/contract'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError, toBridgeError } from '../errors/to-bridge-error'
import { simulatorControlHeaders } from '../profiles/embedded-simulator'
import { systemClock, type Clock, type TimerId } from '../clock/clock'

/** The simulator's control API shapes (src-sim/areas/control/routes.ts), read leniently. */
const outboxSchema = z.array(
  z.object({
    channel: z.enum(['sms', 'email']),
    destination: z.string(),
    code: z.string(),
    time: z.string(),
    apiKey: z.string(),
  }),
)
const approvalSchema = z.object({
  transactionId: z.string(),
  apiKey: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'used']),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean().default(false),
})
const controlErrorSchema = z.object({ error: z.string(), message: z.string() }).partial()

export interface SimPhoneOptions {
  /** The embedded simulator (demo profile only); null means there is no simulated phone. */
  simulatorUrl: string | null
  /** The demo key: the phone shows only what the simulator sent for it. */
  apiKey: () => Promise<string | undefined>
  cadenceMs?: number
  /** The core's clock: the inbox's polls. */
  clock?: Clock
  /** Messages kept, newest first. */
  keep?: number
}

const unavailable: PhoneInbox = { available: false, messages: [], approvals: [], error: null }

/**
 * The Demo profile's simulated phone: reads the simulator's OTP outbox and pending app approvals
 * through its loopback control API and answers approvals. The control API is not the broker, so
 * these requests do not draw on the API key's rate budget.
 */
export function createSimPhoneService(options: SimPhoneOptions) {
  const base = options.simulatorUrl?.replace(/\/+$/, '') ?? null

  async function control(path: string, init?: RequestInit): Promise<unknown> {
    if (base === null) {
      throw new CoreError(
        bridgeError('not-found', 'demo-only', 'The simulated phone exists only in the Demo profile.'),
      )
    }
    let response: Response
    try {
      const headers = new Headers(init?.headers)
      for (const [name, value] of Object.entries(simulatorControlHeaders(base))) headers.set(name, value)
      response = await fetch(`${base}/__sim${path}`, { ...init, headers, signal: AbortSignal.timeout(5_000) })
    } catch {
      throw new CoreError(bridgeError('network', 'unreachable', 'The simulator does not answer.'))
    }
    const body: unknown = await response.json().catch(() => null)
    if (response.ok) return body
    const detail = controlErrorSchema.safeParse(body)
    const code = detail.success ? (detail.data.error ?? `http-${response.status}`) : `http-${response.status}`
    if (code === 'EXPIRED') {
      throw new CoreError(
        bridgeError('validation', 'approval-expired', 'Too late: this approval expired after 30 seconds.'),
      )
    }
    if (code === 'ALREADY_DECIDED') {
      throw new CoreError(bridgeError('validation', 'already-decided', 'This approval was already answered.'))
    }
    if (response.status === 404)
      throw new CoreError(bridgeError('not-found', 'no-such-approval', 'No such approval.'))
    throw new CoreError(
      bridgeError('server', code, 'The simulator refused the request.', { status: response.status }),
    )
  }

  async function read(): Promise<PhoneInbox> {
    const apiKey = await options.apiKey()
    const [outbox, approvals] = await Promise.all([control('/outbox'), control('/approvals')])
    const messages = outboxSchema.parse(outbox).filter((m) => m.apiKey === apiKey)
    const mine = z
      .array(approvalSchema)
      .parse(approvals)
      .filter((a) => a.apiKey === apiKey)
    return {
      available: true,
      messages: messages
        .slice(-(options.keep ?? 20))
        .reverse()
        .map(({ channel, destination, code, time }) => ({ channel, destination, code, time })),
      approvals: mine
        .reverse()
        .slice(0, 10)
        .map(({ transactionId, status, createdAt, expiresAt, expired }) => ({
          transactionId,
          status,
          createdAt,
          expiresAt,
          expired,
        })),
      error: null,
    }
  }

  return {
    /** Polls while subscribed; emits only when something changed. */
    subscribe(emit: (inbox: PhoneInbox) => void): () => void {
      if (base === null) {
        emit(unavailable)
        return () => undefined
      }
      let stopped = false
      let last = ''
      const clock = options.clock ?? systemClock
      let timer: TimerId | undefined
      const tick = async () => {
        let inbox: PhoneInbox
        try {
          inbox = await read()
        } catch (err) {
          inbox = { available: true, messages: [], approvals: [], error: toBridgeError(err) }
        }
        const text = JSON.stringify(inbox)
        if (!stopped && text !== last) {
          last = text
          emit(inbox)
        }
        if (!stopped) timer = clock.setTimeout(() => void tick(), options.cadenceMs ?? 1_000)
      }
      void tick()
      return () => {
        stopped = true
        clock.clearTimeout(timer)
      }
    },

    async decide(transactionId: string, approve: boolean): Promise<PhoneApproval> {
      const body = await control(`/approvals/${encodeURIComponent(transactionId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ approve }),
      })
      const a = approvalSchema.parse(body)
      return {
        transactionId: a.transactionId,
        status: a.status,
        createdAt: a.createdAt,
        expiresAt: a.expiresAt,
        expired: a.expired,
      }
    },
  }
}

export type SimPhoneService = ReturnType<typeof createSimPhoneService>
