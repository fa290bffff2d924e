import { createHash, createHmac, randomUUID } from 'node:crypto'
import type { Simulator } from '../../../server'

export interface SignedCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path and query exactly as sent. */
  path: string
  body?: unknown
  apiKey?: string
  apiSecret?: string
  /** Epoch ms; default the simulator's clock. */
  timestamp?: number
  nonce?: string
  /** Replaces or (with undefined) removes headers after signing, to forge requests. */
  override?: Record<string, string | undefined>
  /** Sends this text as the body while hashing and signing `body` (a body changed on the way). */
  sentBody?: string
  headers?: Record<string, string>
  /** Signs this path while sending to `path` (a request moved to another endpoint). */
  signedPath?: string
  upperCaseSignature?: boolean
}

export interface CallResult {
  status: number
  body: Record<string, unknown>
}

/**
 * A tier-2 call signed as the official clients sign (api-facts §5.2), written here apart from the
 * core's signer so the simulator's tests check the wire format, not one implementation against itself.
 */
export async function signedCall(sim: Simulator, options: SignedCallOptions): Promise<CallResult> {
  const method = options.method ?? 'GET'
  const apiKey = options.apiKey ?? 'sim-demo-key-0001'
  const secret = options.apiSecret ?? 'sim-demo-secret-0001'
  const timestamp = String(options.timestamp ?? sim.context.world.clock.now())
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const bodyHash = body === undefined ? undefined : createHash('sha256').update(body).digest('hex')
  const payload =
    bodyHash === undefined
      ? `${timestamp}\n${method}\n${options.signedPath ?? options.path}\n`
      : `${timestamp}\n${method}\n${options.signedPath ?? options.path}\n${bodyHash}`
  const signature = createHmac('sha256', secret).update(payload).digest('hex')
  const headers: Record<string, string> = {
    'X-SVC-APIKEY': apiKey,
    'X-SVC-TIMESTAMP': timestamp,
    'X-SVC-NONCE': options.nonce ?? randomUUID(),
    'X-SVC-SIGNATURE': options.upperCaseSignature === true ? signature.toUpperCase() : signature,
    ...(bodyHash === undefined ? {} : { 'X-SVC-BODYHASH': bodyHash, 'content-type': 'application/json' }),
    ...options.headers,
  }
  const sentHeaders: Record<string, string> = {}
  for (const [name, value] of Object.entries({ ...headers, ...options.override })) {
    if (value !== undefined) sentHeaders[name] = value
  }
  const sent = options.sentBody ?? body
  const response = await fetch(`${sim.url}${options.path}`, {
    method,
    headers: sentHeaders,
    ...(sent === undefined ? {} : { body: sent }),
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> }
}

export function lastEmailedCode(sim: Simulator): string {
  const code = sim.context.world.secondFactor
    .messages()
    .filter((m) => m.channel === 'email')
    .at(-1)?.code
  if (code === undefined) throw new Error('no e-mailed code')
  return code
}

/** A second-factor session on the demo key: request, read the e-mailed code, verify. */
export async function openOtpSession(sim: Simulator): Promise<string> {
  const ticket = await signedCall(sim, {
    method: 'POST',
    path: '/auth/v1/openapi/2fa/request',
    body: { channel: 'EMAIL' },
  })
  const ticketId = (ticket.body as { ticket_id: string }).ticket_id
  const verified = await signedCall(sim, {
    method: 'POST',
    path: '/auth/v1/openapi/2fa/verify',
    body: { ticket_id: ticketId, otp_code: lastEmailedCode(sim) },
  })
  return (verified.body as { session_token: string }).session_token
}
