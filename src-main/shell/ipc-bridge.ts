import { ipcMain, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron'
import { isCancellableCall } from '../../src-shared/bridge/cancellable'
import { contract } from '../../src-shared/bridge/contract'
import { bridgeError } from '../../src-shared/bridge/errors'
import type { Router } from '../core/bridge/router'
import { APP_ORIGIN } from './app-protocol'
import { isAppWindowContents } from './app-window'
import { CancellableReads } from './cancellable-reads'
import { urlForLog } from './hardening'
import { PageRuns } from './page-runs'

/**
 * Only the main frame of one of our own windows (boards and popups alike), showing our own origin,
 * may use the bridge (Electron checklist #17; Fiddle's and VS Code's sender checks).
 */
function isTrustedSender(event: IpcMainEvent | IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame
  if (!frame || frame.parent !== null) return false
  if (!frame.url.startsWith(`${APP_ORIGIN}/`)) return false
  return isAppWindowContents(event.sender.id)
}

const untrusted = bridgeError(
  'forbidden',
  'untrusted-sender',
  'This frame may not use the workstation bridge.',
)

/** Which sender was refused on which channel (VS Code logs its refused IPC senders the same way). */
function refusalLine(channel: string, event: IpcMainEvent | IpcMainInvokeEvent): string {
  const frame = event.senderFrame
  const where = frame ? `${urlForLog(frame.url)}${frame.parent === null ? '' : ' (a subframe)'}` : 'no frame'
  return `security: refused IPC '${channel}' from contents ${event.sender.id}, ${where}`
}

/** One IPC handler per declared call and stream; nothing else is reachable from a renderer. */
export function exposeRouterOverIpc(router: Router, log: (line: string) => void = () => undefined): void {
  const trusted = (channel: string, event: IpcMainEvent | IpcMainInvokeEvent): boolean => {
    if (isTrustedSender(event)) return true
    log(refusalLine(channel, event))
    return false
  }
  const reads = new CancellableReads()
  for (const name of Object.keys(contract.calls)) {
    ipcMain.handle(`bridge:call:${name}`, async (event, input: unknown, readId?: unknown) => {
      if (!trusted(`bridge:call:${name}`, event)) return { ok: false, error: untrusted }
      const ctx = { origin: 'electron', clientId: `wc-${event.sender.id}` } as const
      // A read id comes with a cancellable read only (the preload's); anything else ignores it.
      if (!isCancellableCall(name) || typeof readId !== 'number' || !Number.isSafeInteger(readId)) {
        return router.call(name, input, ctx)
      }
      return reads.run(event.sender, readId, name, (signal) => router.call(name, input, ctx, signal))
    })
  }
  ipcMain.on('bridge:cancel', (event, readId: unknown) => {
    if (typeof readId !== 'number' || !trusted('bridge:cancel', event)) return
    reads.cancel(event.sender, readId)
  })

  const subscriptions = new PageRuns()

  for (const name of Object.keys(contract.streams)) {
    ipcMain.on(`bridge:sub:${name}`, (event, id: unknown, params: unknown) => {
      if (typeof id !== 'number' || !Number.isSafeInteger(id)) return
      if (!trusted(`bridge:sub:${name}`, event)) {
        event.sender.send('bridge:end', id, untrusted)
        return
      }
      const contents = event.sender
      const subs = subscriptions.of(contents)
      subs.get(id)?.()
      const started = router.subscribe(
        name,
        params,
        (payload) => {
          if (!contents.isDestroyed()) contents.send('bridge:event', id, payload)
        },
        { origin: 'electron', clientId: `wc-${contents.id}` },
      )
      if (started.ok) subs.set(id, started.value)
      else contents.send('bridge:end', id, started.error)
    })
  }

  ipcMain.on('bridge:unsub', (event, id: unknown) => {
    if (typeof id !== 'number' || !trusted('bridge:unsub', event)) return
    const subs = subscriptions.find(event.sender)
    subs?.get(id)?.()
    subs?.delete(id)
  })
}
