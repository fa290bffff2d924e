import {
  followedOutcomeSchema,
  orderEventSchema,
  type FollowedOutcome,
  type OrderEvent,
  type OrderEventKind,
} from '../../src-shared/bridge/contract'
import type { Router } from '../core/bridge/router'
import {
  noticeOf,
  showStreamNotifications,
  type Locale,
  type NotificationWords,
} from './stream-notifications'

const words: Record<Locale, Record<OrderEventKind, string> & { buy: string; sell: string }> = {
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
function notificationText(event: OrderEvent, locale: Locale): NotificationWords {
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
  Locale,
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
function settledNotificationText(f: FollowedOutcome, locale: Locale): NotificationWords {
  const kind = f.outcome.outcome
  const w = settledWords[locale][f.operation]
  const title = kind === 'placed' || kind === 'accepted' ? w.done : kind === 'rejected' ? w.rejected : w.not
  const side = f.side === null ? '' : `${words[locale][f.side === 'BUY' ? 'buy' : 'sell']} `
  const what = f.symbol === null ? '' : `${side}${f.quantity ?? ''} ${f.symbol} · `
  const id = f.outcome.orderId ?? f.orderId
  return { title, body: `${what}${id === null ? '' : `#${id}`}`.replace(/ · $/, '') }
}

/**
 * Order events, and outcomes the book settled after a lost answer, as desktop notifications: they
 * show even when every window is in the background.
 */
export function showOrderNotifications(router: Router, log: (line: string) => void): () => void {
  return showStreamNotifications(router, log, 'order-notifications', [
    noticeOf('orders.events', orderEventSchema, notificationText),
    // An outcome that was unknown after a lost answer, settled by the book: the trader is told.
    noticeOf('orders.outcomes', followedOutcomeSchema, settledNotificationText, (f) => f.phase === 'settled'),
  ])
}
