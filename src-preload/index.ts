import { contextBridge, ipcRenderer } from 'electron'
import type { StreamListener, StreamName, WorkstationApi } from '../src-shared/bridge/api'
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

const workstation: WorkstationApi = {
  async call(name, input) {
    if (!callNames.has(name)) {
      return { ok: false, error: bridgeError('validation', 'unknown-call', `No such call: ${name}`) }
    }
    return (await ipcRenderer.invoke(`bridge:call:${name}`, input)) as never
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
