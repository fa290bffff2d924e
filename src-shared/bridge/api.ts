import type { z } from 'zod'
import type { contract } from './contract'
import type { BridgeError, Result } from './errors'

type Calls = typeof contract.calls
type Streams = typeof contract.streams

export type CallName = keyof Calls
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>
/** What a handler receives: the input after the contract's schema parsed it (defaults applied). */
export type CallParsedInput<N extends CallName> = z.output<Calls[N]['input']>

export type StreamName = keyof Streams
export type StreamParams<N extends StreamName> = z.input<Streams[N]['params']>
export type StreamEvent<N extends StreamName> = z.output<Streams[N]['event']>
export type StreamParsedParams<N extends StreamName> = z.output<Streams[N]['params']>

export interface StreamListener<N extends StreamName> {
  event(event: StreamEvent<N>): void
  /** The subscription was refused or ended with an error; no more events follow. */
  error(error: BridgeError): void
}

export type Unsubscribe = () => void

/**
 * What the renderer sees as `window.workstation`. The preload implements it over Electron IPC and
 * the renderer's WebSocket transport implements it for the web shell: one contract, two hosts.
 */
export interface WorkstationApi {
  /**
   * `signal` drops a cancellable call (see cancellable.ts) once it aborts: the call resolves at once
   * with a `cancelled` error and the core is told, so a read not yet sent to the broker never is.
   * For any other call the signal is ignored: a write's answer always comes.
   */
  call<N extends CallName>(
    name: N,
    input: CallInput<N>,
    options?: CallOptions,
  ): Promise<Result<CallOutput<N>>>
  subscribe<N extends StreamName>(name: N, params: StreamParams<N>, listener: StreamListener<N>): Unsubscribe
}

export interface CallOptions {
  readonly signal?: CallSignal
}

/**
 * What a call reads of an AbortSignal (react-query's, a controller's): this folder has neither the
 * DOM's types nor Node's, and both signals fit this.
 */
export interface CallSignal {
  readonly aborted: boolean
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void
}

/**
 * What the Electron preload exposes through contextBridge. An AbortSignal cannot cross it (only
 * plain data, promises and functions do), so a caller who may cancel hands `onCancel` a function;
 * the preload calls it with the call's `cancel`, which the page runs when its signal aborts
 * (src-renderer/lib/bridge/ipc-api.ts turns this back into a WorkstationApi).
 */
export interface ExposedWorkstation {
  call<N extends CallName>(
    name: N,
    input: CallInput<N>,
    onCancel?: (cancel: () => void) => void,
  ): Promise<Result<CallOutput<N>>>
  subscribe<N extends StreamName>(name: N, params: StreamParams<N>, listener: StreamListener<N>): Unsubscribe
}

export const callNames = (c: typeof contract): CallName[] => Object.keys(c.calls) as CallName[]
export const streamNames = (c: typeof contract): StreamName[] => Object.keys(c.streams) as StreamName[]
