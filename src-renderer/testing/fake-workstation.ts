import type {
  CallInput,
  CallOptions,
  CallName,
  CallOutput,
  StreamEvent,
  StreamListener,
  StreamName,
  StreamParams,
  WorkstationApi,
} from '../../src-shared/bridge/api'
import type { BridgeError, Result } from '../../src-shared/bridge/errors'

type Answer<N extends CallName> = (input: CallInput<N>) => Promise<Result<CallOutput<N>>>

interface OpenStream {
  readonly name: StreamName
  readonly params: unknown
  readonly listener: StreamListener<StreamName>
}

/**
 * An in-memory `WorkstationApi` for component tests: the one seam that cannot be real in happy-dom
 * (the core runs in another process behind IPC or a WebSocket). It stands where the preload puts
 * `window.workstation`, records every call, answers with what a test says (an unanswered call stays
 * pending, as on a slow link) and lets the test emit or end any stream.
 */
export class FakeWorkstation implements WorkstationApi {
  readonly calls: { readonly name: CallName; readonly input: unknown }[] = []
  private readonly answers = new Map<CallName, (input: unknown) => Promise<Result<unknown>>>()
  private readonly open = new Set<OpenStream>()
  /** Every subscription ever made, in order (a resubscribe adds one). */
  readonly subscriptions: { readonly name: StreamName; readonly params: unknown }[] = []

  answer<N extends CallName>(name: N, answer: Answer<N>): void {
    this.answers.set(name, answer as (input: unknown) => Promise<Result<unknown>>)
  }

  callsOf(name: CallName): unknown[] {
    return this.calls.filter((c) => c.name === name).map((c) => c.input)
  }

  /** Calls the page cancelled (a superseded read), in order, through either bridge's way to cancel. */
  readonly cancelled: CallName[] = []

  /**
   * Stands for both the preload (a cancel handed through `onCancel`) and the WebSocket transport (a
   * signal in the options), so a test sees a cancel whichever way the page sends it.
   */
  call<N extends CallName>(
    name: N,
    input: CallInput<N>,
    cancelBy?: CallOptions | ((cancel: () => void) => void),
  ): Promise<Result<CallOutput<N>>> {
    this.calls.push({ name, input })
    const cancel = () => void this.cancelled.push(name)
    if (typeof cancelBy === 'function') cancelBy(cancel)
    else cancelBy?.signal?.addEventListener('abort', cancel, { once: true })
    const answer = this.answers.get(name)
    // Calls nobody answers stay pending, like a core that has not answered yet.
    if (!answer) return new Promise(() => undefined)
    return answer(input) as Promise<Result<CallOutput<N>>>
  }

  subscribe<N extends StreamName>(name: N, params: StreamParams<N>, listener: StreamListener<N>): () => void {
    const entry: OpenStream = { name, params, listener }
    this.open.add(entry)
    this.subscriptions.push({ name, params })
    return () => this.open.delete(entry)
  }

  /** How many subscriptions to `name` are open now. */
  openCount(name: StreamName): number {
    return [...this.open].filter((s) => s.name === name).length
  }

  emit<N extends StreamName>(name: N, event: StreamEvent<N>): void {
    for (const s of [...this.open]) if (s.name === name) s.listener.event(event)
  }

  /** Ends every open subscription to `name` with `error`, as the core does when a stream stops. */
  end(name: StreamName, error: BridgeError): void {
    for (const s of [...this.open]) {
      if (s.name !== name) continue
      this.open.delete(s)
      s.listener.error(error)
    }
  }

  reset(): void {
    this.calls.length = 0
    this.cancelled.length = 0
    this.subscriptions.length = 0
    this.answers.clear()
    this.open.clear()
  }
}

/** Puts a fake where the Electron preload puts `window.workstation`; lib/bridge picks it up. */
export function installFakeWorkstation(): FakeWorkstation {
  const fake = new FakeWorkstation()
  Object.defineProperty(window, 'workstation', { value: fake, configurable: true })
  return fake
}

/** A promise the test settles by hand (a call answered when the test says). */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
