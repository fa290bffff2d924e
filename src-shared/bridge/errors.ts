import { z } from 'zod'

/**
 * Errors cross the bridge as data, never as thrown objects: Electron's IPC strips custom
 * properties from thrown errors, and a WebSocket cannot carry them at all.
 */
export const bridgeErrorKinds = [
  'validation',
  'auth',
  'otp-required',
  'forbidden',
  'rate-limited',
  'network',
  'server',
  'bad-response',
  'not-found',
  'internal',
] as const

export const bridgeErrorSchema = z.object({
  kind: z.enum(bridgeErrorKinds),
  code: z.string(),
  message: z.string(),
  status: z.number().int().optional(),
  /** Epoch milliseconds at which a retry may succeed (rate limits, feed back-off). */
  retryAt: z.number().optional(),
  /** Field-level detail for validation errors. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /**
   * An order check of src-shared/market/order-checks.ts that refused it (its `ProblemKey` and
   * values), so the renderer says it in the same words as the ticket.
   */
  problem: z
    .object({ key: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) })
    .optional(),
})

export type BridgeError = z.infer<typeof bridgeErrorSchema>
export type BridgeErrorKind = BridgeError['kind']

export type Result<T> = { ok: true; value: T } | { ok: false; error: BridgeError }

export function bridgeError(
  kind: BridgeErrorKind,
  code: string,
  message: string,
  extra: Partial<Pick<BridgeError, 'status' | 'retryAt' | 'issues' | 'problem'>> = {},
): BridgeError {
  return { kind, code, message, ...extra }
}

/** Turns zod issues into the bridge's flat `{path, message}` list. */
export function issuesFromZod(error: z.ZodError): NonNullable<BridgeError['issues']> {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }))
}
