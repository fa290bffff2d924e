import { useSyncExternalStore } from 'react'
import type { ConnectionMonitor, ConnectionState } from './connection'
import { getBridge } from './get-workstation'

const monitor = (): ConnectionMonitor => getBridge().connection
const subscribe = (onChange: () => void): (() => void) => monitor().subscribe(onChange)
const snapshot = (): ConnectionState => monitor().get()

/** The bridge's connection state, re-rendering on every change. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, snapshot)
}

export function reconnectNow(): void {
  monitor().reconnectNow()
}
