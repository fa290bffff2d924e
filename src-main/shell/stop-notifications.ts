import { Notification } from 'electron'
import { stopEventSchema, workspaceSnapshotSchema } from '../../src-shared/bridge/contract'
import { stopNotificationText } from '../../src-shared/market/stop-words'
import type { CallContext, Router } from '../core/bridge/router'

const ctx: CallContext = { origin: 'electron', clientId: 'stop-notifications' }

/**
 * The app's stop orders as desktop notifications: a trigger (sent, or asking for a confirmation or
 * the second factor) and each order's word, whatever window is open. Followed again after a
 * profile switch, like the alerts' and the orders' notifications.
 */
export function showStopNotifications(router: Router, log: (line: string) => void): () => void {
  let stopEvents: (() => void) | null = null
  const locale = async (): Promise<'en' | 'vi'> => {
    const snapshot = await router.call('workspace.get', {}, ctx)
    const parsed = snapshot.ok ? workspaceSnapshotSchema.safeParse(snapshot.value) : null
    return parsed?.success === true ? parsed.data.ui.locale : 'vi'
  }
  const show = async (raw: unknown) => {
    const event = stopEventSchema.safeParse(raw)
    if (!event.success || event.data.type === 'overview' || !Notification.isSupported()) return
    // `sending` is followed at once by its word: one notification per trigger, not two.
    if (event.data.stop.state === 'sending') return
    new Notification(stopNotificationText(event.data.stop, await locale())).show()
  }
  const follow = () => {
    stopEvents?.()
    const started = router.subscribe('stops.events', {}, (e) => void show(e), ctx)
    stopEvents = started.ok ? started.value : null
    if (!started.ok) log(`stop notifications: ${started.error.message}`)
  }
  follow()
  const app = router.subscribe('app.events', {}, () => follow(), ctx)
  return () => {
    stopEvents?.()
    if (app.ok) app.value()
  }
}
