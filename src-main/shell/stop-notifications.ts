import { stopEventSchema } from '../../src-shared/bridge/contract'
import { stopNotificationText } from '../../src-shared/market/stop-words'
import type { Router } from '../core/bridge/router'
import { noticeOf, showStreamNotifications } from './stream-notifications'

/**
 * The app's stop orders as desktop notifications: a trigger (sent, or asking for a confirmation or
 * the second factor) and each order's word, whatever window is open.
 */
export function showStopNotifications(router: Router, log: (line: string) => void): () => void {
  return showStreamNotifications(router, log, 'stop-notifications', [
    noticeOf(
      'stops.events',
      stopEventSchema,
      (e, locale) => (e.type === 'overview' ? null : stopNotificationText(e.stop, locale)),
      // `sending` is followed at once by its word: one notification per trigger, not two.
      (e) => e.type !== 'overview' && e.stop.state !== 'sending',
    ),
  ])
}
