import { contextBridge, ipcRenderer } from 'electron'
import type { ExposedWorkstation, StreamListener, StreamName } from '../src-shared/bridge/api'
import { isCancellableCall } from '../src-shared/bridge/cancellable'
import { contract } from '../src-shared/bridge/contract'
import { bridgeError, type BridgeError } from '../src-shared/bridge/errors'

/**
 * Exposes exactly the bridge contract as `window.workstation`: one function to call a declared
 * call and one to subscribe to a declared stream. No ipcRenderer, no channel names, no Node.
 */
const callNames = new Set<string>(Object.keys(contract.calls))
const streamNames = new Set<string>(Object.keys(contract.streams))
const listeners = new Map<number, StreamListener<StreamName>>()
let nextId = 1

ipcRenderer.on('bridge:event', (_event, id: number, payload: unknown) => {
  // The main side only sends events produced for this subscription by the contract's stream.
  listeners.get(id)?.event(payload as never)
})
ipcRenderer.on('bridge:end', (_event, id: number, error: BridgeError) => {
  listeners.get(id)?.error(error)
  listeners.delete(id)
})

let nextReadId = 1

const workstation: ExposedWorkstation = {
  async call(name, input, onCancel) {
    if (!callNames.has(name)) {
      return { ok: false, error: bridgeError('validation', 'unknown-call', `No such call: ${name}`) }
    }
    // Only a cancellable read gets an id and a cancel; any other call goes as it always did.
    if (onCancel === undefined || !isCancellableCall(name)) {
      return (await ipcRenderer.invoke(`bridge:call:${name}`, input)) as never
    }
    const readId = nextReadId++
    let settled = false
    onCancel(() => {
      if (!settled) ipcRenderer.send('bridge:cancel', readId)
    })
    try {
      // Main answers a cancelled read at once with a `cancelled` error (shell/cancellable-reads.ts).
      return (await ipcRenderer.invoke(`bridge:call:${name}`, input, readId)) as never
    } finally {
      settled = true
    }
  },
  subscribe(name, params, listener) {
    if (!streamNames.has(name)) {
      listener.error(bridgeError('validation', 'unknown-stream', `No such stream: ${name}`))
      return () => undefined
    }
    const id = nextId++
    listeners.set(id, listener)
    ipcRenderer.send(`bridge:sub:${name}`, id, params)
    return () => {
      if (listeners.delete(id)) ipcRenderer.send('bridge:unsub', id)
    }
  },
}

contextBridge.exposeInMainWorld('workstation', workstation)
