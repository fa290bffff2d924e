import { Notification } from 'electron'
import {
  orderEventSchema,
  workspaceSnapshotSchema,
  type OrderEvent,
  type OrderEventKind,
} from '../../src-shared/bridge/contract'
import type { CallContext, Router } from '../core/bridge/router'

const ctx: CallContext = { origin: 'electron', clientId: 'order-notifications' }

const words: Record<'en' | 'vi', Record<OrderEventKind, string> & { buy: string; sell: string }> = {
  en: {
    filled: 'Filled',
    'partly-filled': 'Partly filled',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    buy: 'Buy',
    sell: 'Sell',
  },
  vi: {
    filled: 'Khớp hết',
    'partly-filled': 'Khớp một phần',
    rejected: 'Bị từ chối',
    cancelled: 'Đã hủy',
    buy: 'Mua',
    sell: 'Bán',
  },
}

/** The notification's words: the kind as title, the order in one line (and the broker's reason for a rejection). */
export function notificationText(event: OrderEvent, locale: 'en' | 'vi'): { title: string; body: string } {
  const w = words[locale]
  const o = event.order
  const format = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US')
  const n = (value: number) => format.format(value)
  const side = o.side === 'B' ? w.buy : w.sell
  const qty =
    event.kind === 'filled' || event.kind === 'partly-filled'
      ? `${n(o.matched)}/${n(o.quantity)}`
      : n(o.quantity)
  const reason = event.kind === 'rejected' && o.feedback ? ` · ${o.feedback}` : ''
  return {
    title: `${w[event.kind]}: ${o.symbol}`,
    body: `${side} ${o.symbol} ${qty} @ ${n(o.price)} · #${o.orderId}${reason}`,
  }
}

/**
 * Desktop notifications of order events, from the main process: they show even when every window is
 * in the background. The stream belongs to the active profile's core, so it is taken again after a
 * profile switch. Where the OS has no notifications (`isSupported()` false), the in-app toasts remain.
 */
export function showOrderNotifications(router: Router, log: (line: string) => void): () => void {
  let stopEvents: (() => void) | null = null
  const locale = async (): Promise<'en' | 'vi'> => {
    const snapshot = await router.call('workspace.get', {}, ctx)
    const parsed = snapshot.ok ? workspaceSnapshotSchema.safeParse(snapshot.value) : null
    return parsed?.success === true ? parsed.data.ui.locale : 'vi'
  }
  const show = async (raw: unknown) => {
    const event = orderEventSchema.safeParse(raw)
    if (!event.success || !Notification.isSupported()) return
    new Notification(notificationText(event.data, await locale())).show()
  }
  const follow = () => {
    stopEvents?.()
    const started = router.subscribe('orders.events', {}, (e) => void show(e), ctx)
    stopEvents = started.ok ? started.value : null
    if (!started.ok) log(`order notifications: ${started.error.message}`)
  }
  follow()
  const app = router.subscribe('app.events', {}, () => follow(), ctx)
  return () => {
    stopEvents?.()
    if (app.ok) app.value()
  }
}
