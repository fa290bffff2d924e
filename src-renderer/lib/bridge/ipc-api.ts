import type { ExposedWorkstation, WorkstationApi } from '../../../src-shared/bridge/api'
import { cancelledError, isCancellableCall } from '../../../src-shared/bridge/cancellable'

/**
 * The Electron preload's `window.workstation` as a WorkstationApi. An AbortSignal cannot cross
 * contextBridge, so a call with a signal hands the preload a function instead: the preload gives it
 * the call's cancel, which runs when the signal aborts (the preload then sends `bridge:cancel`).
 */
export function ipcApi(exposed: ExposedWorkstation): WorkstationApi {
  return {
    call(name, input, options) {
      const signal = options?.signal
      if (signal === undefined || !isCancellableCall(name)) return exposed.call(name, input)
      if (signal.aborted) return Promise.resolve({ ok: false, error: cancelledError(name) })
      return exposed.call(name, input, (cancel) => {
        signal.addEventListener('abort', () => cancel(), { once: true })
      })
    },
    subscribe: (name, params, listener) => exposed.subscribe(name, params, listener),
  }
}
