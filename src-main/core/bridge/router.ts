import { contract } from '../../../src-shared/bridge/contract'
import type {
  CallName,
  CallOutput,
  CallParsedInput,
  StreamEvent,
  StreamName,
  StreamParsedParams,
} from '../../../src-shared/bridge/api'
import { bridgeError, issuesFromZod, type BridgeError, type Result } from '../../../src-shared/bridge/errors'
import { findUnsafeKey } from '../../../src-shared/bridge/unsafe-keys'
import { cancelledError, isCancellableCall } from '../../../src-shared/bridge/cancellable'
import { toBridgeError } from '../errors/to-bridge-error'

/** Who is calling: a window of the Electron shell or a socket of the web shell. */
export interface CallContext {
  readonly origin: 'electron' | 'web'
  /** Stable id of the window or socket, for per-window state and logs. */
  readonly clientId: string
  /**
   * Aborts when the window drops the call (a superseded read). The router passes it only to calls
   * the contract marks `cancellable` (src-shared/bridge/cancellable.ts): no other handler ever sees
   * one, so nothing that moves money or state can be stopped halfway.
   */
  readonly signal?: AbortSignal
}

export type CallHandlers = {
  [N in CallName]: (input: CallParsedInput<N>, ctx: CallContext) => Promise<CallOutput<N>> | CallOutput<N>
}

export type StreamHandlers = {
  [N in StreamName]: (
    params: StreamParsedParams<N>,
    emit: (event: StreamEvent<N>) => void,
    ctx: CallContext,
  ) => () => void
}

export interface Router {
  /** `signal`: the window dropped the call; honoured only for a cancellable call (see CallContext). */
  call(name: unknown, input: unknown, ctx: CallContext, signal?: AbortSignal): Promise<Result<unknown>>
  /** Starts a stream; returns the stop function, or an error when the name or params are refused. */
  subscribe(
    name: unknown,
    params: unknown,
    emit: (event: unknown) => void,
    ctx: CallContext,
  ): Result<() => void>
}

const isCallName = (name: unknown): name is CallName =>
  typeof name === 'string' && Object.hasOwn(contract.calls, name)
const isStreamName = (name: unknown): name is StreamName =>
  typeof name === 'string' && Object.hasOwn(contract.streams, name)

const notImplemented = (name: string): BridgeError =>
  bridgeError('internal', 'not-implemented', `${name} is not available in this build.`)

const describe = (name: unknown): string => (typeof name === 'string' ? name.slice(0, 64) : typeof name)

/**
 * One handler per declared call and stream, checked by the compiler; every input is parsed by the
 * contract's schema before a handler sees it, and every failure comes back as data.
 */
export function createRouter(calls: CallHandlers, streams: StreamHandlers): Router {
  return createPartialRouter(calls, streams)
}

/**
 * The same router over a subset of the handlers, for tests of one area or one shell: a declared
 * name without a handler answers `not-implemented`.
 */
/** A typed refusal of input holding `__proto__` and the like (see unsafe-keys.ts). */
function unsafeKeyError(value: unknown, message: string): BridgeError | undefined {
  const path = findUnsafeKey(value)
  if (path === undefined) return undefined
  const key = path.split('.').at(-1) ?? path
  return bridgeError('validation', 'unsafe-key', message, {
    issues: [{ path, message: `the key "${key}" is not allowed` }],
  })
}

export function createPartialRouter(calls: Partial<CallHandlers>, streams: Partial<StreamHandlers>): Router {
  return {
    async call(name, input, ctx, signal) {
      if (!isCallName(name)) {
        return {
          ok: false,
          error: bridgeError('validation', 'unknown-call', `No such call: ${describe(name)}`),
        }
      }
      const unsafe = unsafeKeyError(input, `Invalid input for ${name}`)
      if (unsafe) return { ok: false, error: unsafe }
      const parsed = contract.calls[name].input.safeParse(input)
      if (!parsed.success) {
        return {
          ok: false,
          error: bridgeError('validation', 'bad-input', `Invalid input for ${name}`, {
            issues: issuesFromZod(parsed.error),
          }),
        }
      }
      try {
        // The handler table is keyed by the same name, so the pairing is sound; TypeScript cannot
        // correlate the two generic lookups on its own.
        const handler = calls[name] as ((input: unknown, ctx: CallContext) => unknown) | undefined
        if (!handler) return { ok: false, error: notImplemented(name) }
        // A context's own signal counts no more than the argument: only a cancellable call gets one.
        const plain: CallContext = { origin: ctx.origin, clientId: ctx.clientId }
        const context = signal !== undefined && isCancellableCall(name) ? { ...plain, signal } : plain
        if (context.signal?.aborted) return { ok: false, error: cancelledError(name) }
        return { ok: true, value: await handler(parsed.data, context) }
      } catch (err) {
        return { ok: false, error: toBridgeError(err) }
      }
    },

    subscribe(name, params, emit, ctx) {
      if (!isStreamName(name)) {
        return {
          ok: false,
          error: bridgeError('validation', 'unknown-stream', `No such stream: ${describe(name)}`),
        }
      }
      const unsafe = unsafeKeyError(params, `Invalid parameters for ${name}`)
      if (unsafe) return { ok: false, error: unsafe }
      const parsed = contract.streams[name].params.safeParse(params)
      if (!parsed.success) {
        return {
          ok: false,
          error: bridgeError('validation', 'bad-params', `Invalid parameters for ${name}`, {
            issues: issuesFromZod(parsed.error),
          }),
        }
      }
      try {
        const handler = streams[name] as
          ((params: unknown, emit: (event: unknown) => void, ctx: CallContext) => () => void) | undefined
        if (!handler) return { ok: false, error: notImplemented(name) }
        return { ok: true, value: handler(parsed.data, emit, ctx) }
      } catch (err) {
        return { ok: false, error: toBridgeError(err) }
      }
    },
  }
}

export type { BridgeError }
