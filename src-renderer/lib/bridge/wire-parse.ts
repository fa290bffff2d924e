import { z } from 'zod'
import type { ServerMessage } from '../../../src-shared/bridge/wire'
import {
  bridgeError,
  bridgeErrorSchema,
  type BridgeError,
  type Result,
} from '../../../src-shared/bridge/errors'

/**
 * Parsing of what the web shell sends. The socket delivers strings of unknown shape; only what
 * passes here reaches the typed side of the transport.
 */
const serverMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('result'), id: z.number(), result: z.unknown() }),
  z.object({ t: z.literal('event'), id: z.number(), event: z.unknown() }),
  z.object({ t: z.literal('end'), id: z.number(), error: z.unknown() }),
  z.object({ t: z.literal('protocol-error'), error: z.unknown() }),
])

// Keeps the schema and the shared wire type in step: a change to either stops the build.
type Parsed = z.infer<typeof serverMessageSchema>
export const _sameShape: [Parsed, ServerMessage] extends [ServerMessage, Parsed] ? true : false = true

export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return null
  }
  const parsed = serverMessageSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

const resultEnvelopeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: bridgeErrorSchema }),
])

/** The `result` of a call, its value checked by the contract's output schema. */
export function parseCallResult<T>(raw: unknown, output: z.ZodType<T>, name: string): Result<T> {
  const envelope = resultEnvelopeSchema.safeParse(raw)
  if (!envelope.success) {
    return { ok: false, error: bridgeError('bad-response', 'bad-envelope', `Malformed answer to ${name}`) }
  }
  if (!envelope.data.ok) return { ok: false, error: envelope.data.error }
  const value = output.safeParse(envelope.data.value)
  if (!value.success) {
    return { ok: false, error: bridgeError('bad-response', 'bad-output', `Unexpected answer to ${name}`) }
  }
  return { ok: true, value: value.data }
}

/** The error carried by an `end`; a stream that ends without one still ends, so say so. */
export function parseEndError(raw: unknown, name: string): BridgeError {
  const parsed = bridgeErrorSchema.safeParse(raw)
  if (parsed.success) return parsed.data
  return bridgeError('server', 'stream-ended', `The ${name} stream ended`)
}
