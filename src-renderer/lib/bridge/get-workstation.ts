import type { WorkstationApi } from '../../../src-shared/bridge/api'
import { staticOpenMonitor, type ConnectionMonitor } from './connection'
import { ipcApi } from './ipc-api'
import { browserSessionProbe, bridgeUrl, createWsTransport } from './ws-transport'

export interface Bridge {
  readonly api: WorkstationApi
  readonly connection: ConnectionMonitor
}

let bridge: Bridge | undefined

/**
 * The one bridge of this window. The renderer does not know which shell it runs in: the Electron
 * preload exposes `window.workstation`; anywhere else (the web shell, `vite` in a browser) the
 * WebSocket transport carries the same contract.
 */
export function getBridge(): Bridge {
  if (!bridge) {
    const exposed = window.workstation
    bridge = exposed
      ? { api: ipcApi(exposed), connection: staticOpenMonitor(Date.now()) }
      : (() => {
          const transport = createWsTransport({
            url: bridgeUrl(window.location),
            probeSession: browserSessionProbe,
          })
          // A laptop waking up or a network coming back: no point waiting out the back-off.
          window.addEventListener('online', () => transport.connection.reconnectNow())
          return { api: transport, connection: transport.connection }
        })()
  }
  return bridge
}

export function getWorkstation(): WorkstationApi {
  return getBridge().api
}
