import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderEventKind, OrderRow, Stop } from '../../../../src-shared/bridge/contract'
import { symbolSchema } from '../../../../src-shared/bridge/contract'
import { callOrThrow } from '../../../lib/bridge/query'
import type { CsvColumn } from '../../../lib/export/csv'
import { useCsvExport } from '../../../lib/export/export-target'
import { formatClock } from '../../../lib/time'
import { useErrorWords } from '../../../i18n/error-words'
import {
  isCancelKey,
  isModifyKey,
  modifyOrder,
  openCancelFor,
  useCancelKeyLabel,
  useModifyKeyLabel,
} from '../commands'
import { keptRows, useOrderNotices } from '../notices/order-notices-store'
import { unknownOrderIds, useFollowedOutcomes } from '../notices/followed-outcomes-store'
import { canSelect, filterRows, rowKey, sortRows, stateTone, toggle } from '../lib/order-rules'
import { formatPrice, formatQty } from '../lib/format'
import { allRows, useOrdersUi } from '../orders-store'
import { useOrderStrings } from '../strings'
import { useTicketStopStrings } from '../ticket/stop-strings'
import { useStopOrders } from '../hooks/use-stop-orders'
import './orders.css'

/**
 * The working-order blotter: both books in one table, filtered by symbol, side and status. The
 * keyboard owns it: ↑/↓ move, Space selects, the cancel key (Delete unless the user rebound it)
 * opens the cancel dialog for the selection (or the order under the cursor), Esc closes.
 */
export function Blotter({ onClose }: { readonly onClose?: () => void }) {
  const t = useOrderStrings()
  const { t: tr } = useTranslation('orders')
  const cancelKey = useCancelKeyLabel()
  const modifyKey = useModifyKeyLabel()
  const hint = useOrdersUi((s) => s.hint)
  const setHint = useOrdersUi((s) => s.setHint)
  const seen = useOrderNotices((s) => s.seen)
  const words = useErrorWords()
  const { books, filter, selected, cursor, focusRequest, setFilter, setSelected, setCursor } = useOrdersUi()
  const unread = useOrderNotices((s) => s.unread)
  const lastSeen = useOrderNotices((s) => s.lastSeen)
  const rows = useMemo(
    () => sortRows(filterRows(allRows(books), filter, keptRows({ unread, lastSeen }))),
    [books, filter, unread, lastSeen],
  )
  const followed = useFollowedOutcomes((s) => s.unknown)
  const unknownIds = useMemo(() => unknownOrderIds(followed), [followed])
  const stopOrders = useStopOrders()
  // A place whose answer was lost has no row until the book shows it: it is listed above the rows.
  const unknownPlaces = useMemo(
    () => Object.values(followed).filter((f) => f.operation === 'place'),
    [followed],
  )
  // Export to CSV (palette, File menu): the rows shown, numbers raw (lib/export).
  useCsvExport('blotter', blotterCsvColumns(t), rows)
  const gridRef = useRef<HTMLDivElement>(null)
  const at = Math.min(cursor, Math.max(0, rows.length - 1))

  useEffect(() => {
    if (focusRequest > 0) gridRef.current?.focus()
  }, [focusRequest])

  useEffect(() => {
    gridRef.current?.querySelector(`[data-index="${at}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [at])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[at]
    const handled = () => {
      // Handled here: the window's keymap must not see the same key again (the cancel key is bound
      // there too).
      e.preventDefault()
      e.stopPropagation()
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      handled()
      const next = Math.max(0, Math.min(rows.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)))
      setCursor(next)
      // Moving the cursor onto a row is looking at it: its unread mark goes (the row stays in view).
      if (rows[next] !== undefined) seen(rowKey(rows[next]))
    } else if (e.key === ' ' && row !== undefined) {
      handled()
      setSelected(toggle(selected, row))
    } else if (isModifyKey(e) && row !== undefined) {
      handled()
      setHint(modifyOrder(row))
    } else if (isCancelKey(e)) {
      handled()
      if (selected.size > 0) openCancelFor()
      else if (row !== undefined && canSelect(row)) openCancelFor([rowKey(row)])
    } else if (e.key === 'Escape' && onClose) {
      handled()
      onClose()
    }
  }

  const stale = books.stock?.error ?? books.derivative?.error ?? books.svc?.error ?? null
  const lastOk = Math.min(
    books.stock?.lastOkAt ?? Infinity,
    books.derivative?.lastOkAt ?? Infinity,
    books.svc?.lastOkAt ?? Infinity,
  )

  return (
    <section className="blotter" aria-label={t.blotterLabel} data-testid="blotter">
      <header className="blotter-bar">
        <strong>{t.blotterTitle}</strong>
        <label>
          {t.filterSymbol}{' '}
          <input
            className="blotter-input"
            data-testid="blotter-symbol"
            value={filter.symbol ?? ''}
            placeholder={t.all}
            maxLength={12}
            onChange={(e) => {
              const text = e.target.value.trim().toUpperCase()
              setFilter({
                symbol: symbolSchema.safeParse(text).success ? text : text === '' ? null : filter.symbol,
              })
            }}
          />
        </label>
        <label>
          {t.filterSide}{' '}
          <select
            data-testid="blotter-side"
            value={filter.side ?? ''}
            onChange={(e) =>
              setFilter({ side: e.target.value === 'B' || e.target.value === 'S' ? e.target.value : null })
            }
          >
            <option value="">{t.all}</option>
            <option value="B">{t.buy}</option>
            <option value="S">{t.sell}</option>
          </select>
        </label>
        <label>
          {t.filterStatus}{' '}
          <select
            data-testid="blotter-status"
            value={filter.status}
            onChange={(e) => setFilter({ status: e.target.value === 'all' ? 'all' : 'working' })}
          >
            <option value="working">{t.workingOnly}</option>
            <option value="all">{t.all}</option>
          </select>
        </label>
        <span className="blotter-count">{tr('selected', { count: selected.size })}</span>
        <span className="blotter-spacer" />
        <span
          className={stale ? 'blotter-stale' : 'blotter-fresh'}
          data-testid="blotter-updated"
          title={stale?.message}
        >
          {stale ? `${t.stale}: ${words(stale)}` : ''}
          {Number.isFinite(lastOk) ? ` ${t.updated} ${formatClock(lastOk)}` : ''}
        </span>
        <button
          type="button"
          className="blotter-button"
          onClick={() => void callOrThrow('orders.refresh', {})}
        >
          {t.refresh}
        </button>
        {onClose && (
          <button type="button" className="blotter-button" onClick={onClose}>
            {t.close}
          </button>
        )}
      </header>
      <div
        ref={gridRef}
        className="blotter-grid"
        role="grid"
        tabIndex={0}
        aria-multiselectable="true"
        aria-label={t.blotterLabel}
        aria-activedescendant={rows[at] ? `order-${rowKey(rows[at])}` : undefined}
        data-testid="blotter-grid"
        onKeyDown={onKeyDown}
      >
        {unknownPlaces.map((f) => (
          <p key={f.ref} className="blotter-unknown" role="status" data-testid="blotter-unknown-place">
            {tr('followed.unknownPlace', {
              side: f.side === 'SELL' ? t.sell : t.buy,
              quantity: formatQty(f.quantity ?? 0),
              symbol: f.symbol ?? '',
            })}
          </p>
        ))}
        <table>
          <thead>
            <tr>
              <th aria-label="selected" />
              <th>{t.columns.symbol}</th>
              <th>{t.columns.side}</th>
              <th className="num">{t.columns.price}</th>
              <th className="num">{t.columns.quantity}</th>
              <th className="num">{t.columns.matched}</th>
              <th className="num">{t.columns.remaining}</th>
              <th>{t.columns.state}</th>
              <th>{t.columns.account}</th>
              <th>{t.columns.time}</th>
              <th>{t.columns.id}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <OrderLine
                key={rowKey(row)}
                row={row}
                index={i}
                current={i === at}
                selected={selected.has(rowKey(row))}
                unread={unread[rowKey(row)]?.kind ?? null}
                unknown={row.book === 'svc' && unknownIds.has(row.orderId)}
                fromStop={row.book === 'svc' ? (stopOrders.get(row.orderId) ?? null) : null}
                onPick={() => {
                  seen(rowKey(row))
                  setCursor(i)
                  setSelected(toggle(selected, row))
                  gridRef.current?.focus()
                }}
              />
            ))}
          </tbody>
        </table>
        {books.stock === null && books.derivative === null && books.svc === null && (
          <p className="blotter-empty">{t.loading}</p>
        )}
        {rows.length === 0 && (books.stock !== null || books.derivative !== null || books.svc !== null) && (
          <p className="blotter-empty">{t.noOrders}</p>
        )}
      </div>
      <footer className="blotter-hint">
        {hint !== null && (
          <span className="blotter-notice" role="alert" data-testid="blotter-notice">
            {hint === 'no-ticket' ? t.modifyUnavailable : t.notAmendable}{' '}
          </span>
        )}
        {tr('keysHint', { cancelKey, modifyKey })}
      </footer>
    </section>
  )
}

function OrderLine(props: {
  readonly row: OrderRow
  readonly index: number
  readonly current: boolean
  readonly selected: boolean
  /** What happened to the order that the trader has not looked at yet. */
  readonly unread: OrderEventKind | null
  /** A modify or cancel of this order has an unknown outcome: the book has not settled it yet. */
  readonly unknown: boolean
  /** The app's stop order that sent it, if one did. */
  readonly fromStop: Stop | null
  readonly onPick: () => void
}) {
  const t = useOrderStrings()
  const ts = useTicketStopStrings()
  const { t: tr } = useTranslation('ticketStop')
  const { row } = props
  return (
    <tr
      id={`order-${rowKey(row)}`}
      role="row"
      aria-selected={props.selected}
      data-index={props.index}
      data-order-id={row.orderId}
      data-book={row.book}
      data-state={row.state}
      data-unread={props.unread ?? undefined}
      data-outcome-unknown={props.unknown ? 'true' : undefined}
      className={`${props.current ? 'is-current ' : ''}${props.selected ? 'is-selected ' : ''}${props.unread === null ? '' : `is-unread unread-${props.unread} `}tone-${stateTone(row)}`}
      onClick={props.onPick}
    >
      <td>{props.selected ? '☑' : canSelect(row) ? '☐' : ''}</td>
      <td className="sym">
        {row.symbol}
        {props.fromStop !== null && (
          <span
            className="stop-mark"
            data-testid="stop-mark"
            data-stop-id={props.fromStop.id}
            title={tr('blotterMarkTitle', { id: props.fromStop.id })}
          >
            {' '}
            · {ts.blotterMark}
          </span>
        )}
      </td>
      <td className={row.side === 'B' ? 'side-buy' : 'side-sell'}>{row.side === 'B' ? t.buy : t.sell}</td>
      <td className="num">{formatPrice(row)}</td>
      <td className="num">{formatQty(row.quantity)}</td>
      <td className="num">{formatQty(row.matched)}</td>
      <td className="num">{formatQty(row.remaining)}</td>
      <td className="state" title={row.feedback ? `${row.rawStatus}: ${row.feedback}` : row.rawStatus}>
        {t.states[row.state]}
        {props.unread !== null && (
          <span className="unread-mark" data-testid="unread-mark">
            {' '}
            • {t.unread}
          </span>
        )}
        {props.unknown && (
          <span className="unknown-mark" data-testid="unknown-mark">
            {' '}
            • {t.followed.unknownMark}
          </span>
        )}
      </td>
      <td>
        {t.books[row.book]} · {row.accountNo}
      </td>
      <td>{row.time}</td>
      <td className="oid">{row.orderId}</td>
    </tr>
  )
}

function blotterCsvColumns(t: ReturnType<typeof useOrderStrings>): CsvColumn<OrderRow>[] {
  const c = t.columns
  return [
    { header: c.symbol, value: (r) => r.symbol },
    { header: c.side, value: (r) => (r.side === 'B' ? t.buy : t.sell) },
    // In the header's units (×1,000 VND, or points), as on screen, but not rounded or grouped.
    { header: c.price, value: (r) => (r.book === 'derivative' ? r.price : r.price / 1000) },
    { header: c.quantity, value: (r) => r.quantity },
    { header: c.matched, value: (r) => r.matched },
    { header: c.remaining, value: (r) => r.remaining },
    { header: c.state, value: (r) => t.states[r.state] },
    { header: c.account, value: (r) => r.accountNo },
    { header: c.time, value: (r) => r.time },
    { header: c.id, value: (r) => r.orderId },
  ]
}
