import type { ExposedWorkstation } from '../../../src-shared/bridge/api'

declare global {
  interface Window {
    /**
     * Exposed by the Electron preload through contextBridge. Absent in the web shell and in a plain
     * browser, where lib/bridge falls back to the WebSocket transport.
     */
    readonly workstation?: ExposedWorkstation
  }
}

export {}
