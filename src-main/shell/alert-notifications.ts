import { Notification } from 'electron'
import { alertEventSchema, workspaceSnapshotSchema, type AlertEvent } from '../../src-shared/bridge/contract'
import { conditionText, firingValueText, staleAlertsText } from '../../src-shared/market/alert-words'
import type { CallContext, Router } from '../core/bridge/router'

const ctx: CallContext = { origin: 'electron', clientId: 'alert-notifications' }

/** A firing or stale data as a notification's words; null for what is not news to the trader. */
export function alertNotificationText(
  event: AlertEvent,
  locale: 'en' | 'vi',
): { title: string; body: string } | null {
  if (event.type === 'fired') {
    const { symbol, condition, value } = event.firing
    return {
      title: `${symbol}: ${conditionText(condition, locale)}`,
      body: firingValueText(condition, value),
    }
  }
  if (event.type === 'stale') {
    return { title: staleAlertsText(locale), body: event.error?.message ?? event.symbols.join(', ') }
  }
  return null
}

/**
 * Price alerts as desktop notifications from the main process, shown while every window is in the
 * background or closed to the tray. Like order notifications, the stream is the active profile's
 * core's, taken again after a profile switch; the windows' toasts and sound stay as they are.
 */
export function showAlertNotifications(router: Router, log: (line: string) => void): () => void {
  let stopEvents: (() => void) | null = null
  const locale = async (): Promise<'en' | 'vi'> => {
    const snapshot = await router.call('workspace.get', {}, ctx)
    const parsed = snapshot.ok ? workspaceSnapshotSchema.safeParse(snapshot.value) : null
    return parsed?.success === true ? parsed.data.ui.locale : 'vi'
  }
  const show = async (raw: unknown) => {
    const event = alertEventSchema.safeParse(raw)
    if (!event.success || event.data.type === 'overview' || !Notification.isSupported()) return
    const text = alertNotificationText(event.data, await locale())
    if (text !== null) new Notification(text).show()
  }
  const follow = () => {
    stopEvents?.()
    const started = router.subscribe('alerts.events', {}, (e) => void show(e), ctx)
    stopEvents = started.ok ? started.value : null
    if (!started.ok) log(`alert notifications: ${started.error.message}`)
  }
  follow()
  const app = router.subscribe('app.events', {}, () => follow(), ctx)
  return () => {
    stopEvents?.()
    if (app.ok) app.value()
  }
}
