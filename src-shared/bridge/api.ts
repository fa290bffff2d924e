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
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<Result<CallOutput<N>>>
  subscribe<N extends StreamName>(name: N, params: StreamParams<N>, listener: StreamListener<N>): Unsubscribe
}

export const callNames = (c: typeof contract): CallName[] => Object.keys(c.calls) as CallName[]
export const streamNames = (c: typeof contract): StreamName[] => Object.keys(c.streams) as StreamName[]
