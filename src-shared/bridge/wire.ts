import { z } from 'zod'

/**
 * Messages of the web shell's bridge WebSocket. Only the envelope is checked here; the router
 * validates the name and the input against the contract, exactly as it does for Electron IPC.
 */
export const MAX_WIRE_MESSAGE_BYTES = 256 * 1024

export const clientMessageSchema = z.discriminatedUnion('t', [
  z.strictObject({
    t: z.literal('call'),
    id: z.number().int().nonnegative(),
    name: z.string(),
    input: z.unknown(),
  }),
  z.strictObject({
    t: z.literal('sub'),
    id: z.number().int().nonnegative(),
    name: z.string(),
    params: z.unknown(),
  }),
  z.strictObject({ t: z.literal('unsub'), id: z.number().int().nonnegative() }),
  /**
   * Drops call `id` if it is a cancellable read still running (src-shared/bridge/cancellable.ts):
   * it gets no `result`. An unknown, finished or non-cancellable id is ignored.
   */
  z.strictObject({ t: z.literal('cancel'), id: z.number().int().nonnegative() }),
])
export type ClientMessage = z.infer<typeof clientMessageSchema>

/** Server to client. `result` answers a call; `event` and `end` belong to a subscription. */
export type ServerMessage =
  | { t: 'result'; id: number; result: unknown }
  | { t: 'event'; id: number; event: unknown }
  | { t: 'end'; id: number; error: unknown }
  | { t: 'protocol-error'; error: unknown }
