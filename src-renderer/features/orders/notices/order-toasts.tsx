import { useEffect } from 'react'
import type { FollowedOutcome, OrderEvent } from '../../../../src-shared/bridge/contract'
import { formatPrice, formatQty } from '../lib/format'
import { useOrderStrings, type OrderStrings } from '../strings'
import { useFollowedOutcomes, type SettledNotice } from './followed-outcomes-store'
import { useOrderNotices, type OrderNotice } from './order-notices-store'

/** How long a toast stays; the blotter row keeps its unread mark until seen. */
const toastMs = 8_000

export function noticeText(t: OrderStrings, e: OrderEvent): string {
  const o = e.order
  const side = o.side === 'B' ? t.buy : t.sell
  const qty =
    e.kind === 'filled' || e.kind === 'partly-filled'
      ? `${formatQty(o.matched)}/${formatQty(o.quantity)}`
      : formatQty(o.quantity)
  const why = e.kind === 'rejected' && o.feedback ? ` · ${o.feedback}` : ''
  return `${side} ${o.symbol} ${qty} @ ${formatPrice(o)} · ${o.orderId}${why}`
}

function Toast({ notice }: { readonly notice: OrderNotice }) {
  const t = useOrderStrings()
  const dismiss = useOrderNotices((s) => s.dismiss)
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notice.id), toastMs)
    return () => clearTimeout(timer)
  }, [dismiss, notice.id])
  const { event } = notice
  return (
    <div
      className={`order-toast toast-${event.kind}`}
      role="status"
      data-testid="order-toast"
      data-kind={event.kind}
      data-order-id={event.order.orderId}
    >
      <strong>{t.events[event.kind]}</strong> <span>{noticeText(t, event)}</span>
      <button
        type="button"
        className="toast-close"
        aria-label={t.events.dismiss}
        onClick={() => dismiss(notice.id)}
      >
        ×
      </button>
    </div>
  )
}

/** What the book proved about an outcome that was unknown, in the trader's words. */
export function settledText(t: OrderStrings, f: FollowedOutcome): string {
  const what =
    f.symbol === null
      ? (f.orderId ?? '')
      : `${f.side === 'SELL' ? t.sell : t.buy} ${formatQty(f.quantity ?? 0)} ${f.symbol}`
  const words =
    t.followed[f.operation][
      f.outcome.outcome === 'placed' || f.outcome.outcome === 'accepted'
        ? 'done'
        : f.outcome.outcome === 'rejected'
          ? 'rejected'
          : 'not'
    ]
  return `${words} · ${what}${f.outcome.orderId !== null && f.symbol !== null ? ` · ${f.outcome.orderId}` : ''}`
}

function SettledToast({ notice }: { readonly notice: SettledNotice }) {
  const t = useOrderStrings()
  const dismiss = useFollowedOutcomes((s) => s.dismiss)
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notice.id), toastMs)
    return () => clearTimeout(timer)
  }, [dismiss, notice.id])
  const f = notice.outcome
  return (
    <div
      className={`order-toast toast-settled toast-${f.outcome.outcome}`}
      role="status"
      data-testid="order-toast"
      data-kind="settled"
      data-outcome={f.outcome.outcome}
      data-order-id={f.outcome.orderId ?? ''}
    >
      <strong>{t.followed.title}</strong> <span>{settledText(t, f)}</span>
      <button
        type="button"
        className="toast-close"
        aria-label={t.events.dismiss}
        onClick={() => dismiss(notice.id)}
      >
        ×
      </button>
    </div>
  )
}

/** The in-app notification area of a board or blotter window (bottom right, above the dock). */
export function OrderToasts() {
  const t = useOrderStrings()
  const toasts = useOrderNotices((s) => s.toasts)
  const settled = useFollowedOutcomes((s) => s.settled)
  return (
    <div className="order-toasts" aria-label={t.events.area} aria-live="polite" data-testid="order-toasts">
      {settled.map((n) => (
        <SettledToast key={`settled-${n.id}`} notice={n} />
      ))}
      {toasts.map((n) => (
        <Toast key={n.id} notice={n} />
      ))}
    </div>
  )
}
