import { Notification } from 'electron'
import {
  followedOutcomeSchema,
  orderEventSchema,
  workspaceSnapshotSchema,
  type FollowedOutcome,
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

const settledWords: Record<
  'en' | 'vi',
  Record<FollowedOutcome['operation'], { done: string; rejected: string; not: string }>
> = {
  en: {
    place: { done: 'Placed after all', rejected: 'Rejected by the broker', not: 'Not placed' },
    modify: { done: 'Changed after all', rejected: 'Change refused', not: 'Not changed' },
    cancel: { done: 'Cancelled after all', rejected: 'Cancel refused', not: 'Not cancelled' },
  },
  vi: {
    place: { done: 'Lệnh đã được đặt', rejected: 'Lệnh bị từ chối', not: 'Lệnh không được đặt' },
    modify: { done: 'Lệnh đã được sửa', rejected: 'Lệnh sửa bị từ chối', not: 'Lệnh không được sửa' },
    cancel: { done: 'Lệnh đã được hủy', rejected: 'Lệnh hủy bị từ chối', not: 'Lệnh không được hủy' },
  },
}

/** An outcome that was unknown and that the order book has settled: what it proved, and the order. */
export function settledNotificationText(
  f: FollowedOutcome,
  locale: 'en' | 'vi',
): { title: string; body: string } {
  const kind = f.outcome.outcome
  const w = settledWords[locale][f.operation]
  const title = kind === 'placed' || kind === 'accepted' ? w.done : kind === 'rejected' ? w.rejected : w.not
  const side = f.side === null ? '' : `${words[locale][f.side === 'BUY' ? 'buy' : 'sell']} `
  const what = f.symbol === null ? '' : `${side}${f.quantity ?? ''} ${f.symbol} · `
  const id = f.outcome.orderId ?? f.orderId
  return { title, body: `${what}${id === null ? '' : `#${id}`}`.replace(/ · $/, '') }
}

/**
 * Desktop notifications of order events and of outcomes the book settled after a lost answer, from
 * the main process: they show even when every window is in the background. The stream belongs to the active profile's core, so it is taken again after a
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
  // An outcome that was unknown after a lost answer, settled by the book: the trader is told.
  const showSettled = async (raw: unknown) => {
    const f = followedOutcomeSchema.safeParse(raw)
    if (!f.success || f.data.phase !== 'settled' || !Notification.isSupported()) return
    new Notification(settledNotificationText(f.data, await locale())).show()
  }
  const follow = () => {
    stopEvents?.()
    const started = router.subscribe('orders.events', {}, (e) => void show(e), ctx)
    const outcomes = router.subscribe('orders.outcomes', {}, (e) => void showSettled(e), ctx)
    stopEvents = () => {
      if (started.ok) started.value()
      if (outcomes.ok) outcomes.value()
    }
    if (!started.ok) log(`order notifications: ${started.error.message}`)
    // A profile without group E has no followed outcomes: its core still declares the stream.
    if (!outcomes.ok) log(`order outcome notifications: ${outcomes.error.message}`)
  }
  follow()
  const app = router.subscribe('app.events', {}, () => follow(), ctx)
  return () => {
    stopEvents?.()
    if (app.ok) app.value()
  }
}
