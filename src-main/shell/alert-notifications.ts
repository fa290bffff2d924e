import { alertEventSchema, type AlertEvent } from '../../src-shared/bridge/contract'
import { conditionText, firingValueText, staleAlertsText } from '../../src-shared/market/alert-words'
import type { Router } from '../core/bridge/router'
import {
  noticeOf,
  showStreamNotifications,
  type Locale,
  type NotificationWords,
} from './stream-notifications'

/** A firing or stale data as a notification's words; null for what is not news to the trader. */
function alertNotificationText(event: AlertEvent, locale: Locale): NotificationWords | null {
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
 * Price alerts as desktop notifications, shown while every window is in the background or closed
 * to the tray; the windows' toasts and sound stay as they are.
 */
export function showAlertNotifications(router: Router, log: (line: string) => void): () => void {
  return showStreamNotifications(router, log, 'alert-notifications', [
    noticeOf('alerts.events', alertEventSchema, alertNotificationText, (e) => e.type !== 'overview'),
  ])
}
