import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react'
import type { CancelResult, OrderRow } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { BridgeCallError, callOrThrow } from '../../../lib/bridge/query'
import { secondsUntil } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { runCommand, tradingTokenCommandId } from '../commands'
import { useCancelActivity } from '../hooks/use-cancel-activity'
import { useTradingTokenActive } from '../hooks/use-trading-token'
import { cancelFlow, initialFlow } from '../lib/cancel-flow'
import { formatPrice, formatQty } from '../lib/format'
import { groupForCancel, rowKey, type CancelGroups } from '../lib/order-rules'
import { allRows, useOrdersUi } from '../orders-store'
import { useOrderStrings, type OrderStrings } from '../strings'
import './orders.css'

const asBridgeError = (err: unknown): BridgeError =>
  err instanceof BridgeCallError
    ? err.bridgeError
    : { kind: 'internal', code: 'unexpected', message: err instanceof Error ? err.message : String(err) }

/** One call per group; a failure (wrong PIN, no token) stops the rest, which were not sent. */
async function sendCancels(groups: CancelGroups, pin: string): Promise<CancelResult[]> {
  const results: CancelResult[] = []
  for (const subAccount of ['normal', 'margin'] as const) {
    const rows = groups[subAccount]
    if (rows.length === 0) continue
    const report = await callOrThrow('orders.cancelStock', {
      subAccount,
      orderIds: rows.map((r) => r.orderId),
    })
    results.push(...report.results)
  }
  if (groups.derivative.length > 0) {
    const report = await callOrThrow('orders.cancelDerivative', {
      orderIds: groups.derivative.map((r) => r.orderId),
      pin,
    })
    results.push(...report.results)
  }
  return results
}

function errorWords(t: OrderStrings, error: BridgeError): string {
  if (error.code === 'wrong-pin') return t.wrongPin
  if (error.code === 'not-authorised') return `${t.notAuthorised} ${error.message}`
  return `${t.failed}: ${error.message}`
}

/**
 * Shows exactly what will be cancelled and asks once. Enter confirms, Esc backs out. The flow
 * (lib/cancel-flow) sends once per confirm however often Enter is pressed; the core guards the same
 * orders again, so even two windows cannot send one cancel twice.
 */
export function CancelDialog({ keys }: { readonly keys: readonly string[] }) {
  const t = useOrderStrings()
  const books = useOrdersUi((s) => s.books)
  const closeDialog = useOrdersUi((s) => s.closeDialog)
  // The rows as they were when the dialog opened: what the trader confirmed is what is sent.
  const [rows] = useState<OrderRow[]>(() => {
    const wanted = new Set(keys)
    return allRows(books).filter((r) => wanted.has(rowKey(r)))
  })
  const groups = useMemo(() => groupForCancel(rows), [rows])
  const needsPin = groups.derivative.length > 0
  const [pin, setPin] = useState('')
  const [flow, dispatch] = useReducer(cancelFlow, initialFlow)
  const panelRef = useRef<HTMLDivElement>(null)
  const pinRef = useRef<HTMLInputElement>(null)
  const tokenActive = useTradingTokenActive(true)
  const activity = useCancelActivity(true)
  const waiting = activity.active.filter((a) => keys.includes(`${a.book}:${a.orderId}`))
  const rateLimit = waiting.find((a) => a.phase === 'rate-limited' && a.retryAt !== null)
  const now = useNow(rateLimit !== undefined, 250)

  useEffect(() => {
    if (needsPin) pinRef.current?.focus()
    else panelRef.current?.focus()
  }, [needsPin])

  // One send per attempt number: re-renders, Strict Mode's double effects and key repeats do not resend.
  const sentAttempt = useRef(0)
  useEffect(() => {
    if (flow.phase !== 'sending' || sentAttempt.current === flow.attempt) return
    sentAttempt.current = flow.attempt
    const pinNow = pin
    // The PIN leaves the component with this one call and is cleared from its state.
    setPin('')
    sendCancels(groups, pinNow).then(
      (results) => dispatch({ type: 'succeeded', results }),
      (err: unknown) => dispatch({ type: 'failed', error: asBridgeError(err) }),
    )
  }, [flow.phase, flow.attempt, groups, pin])

  useEffect(() => {
    if (flow.phase === 'needs-token' && tokenActive) dispatch({ type: 'token-ready' })
  }, [flow.phase, tokenActive])

  useEffect(() => {
    if (flow.phase === 'done' || flow.phase === 'needs-token') panelRef.current?.focus()
    if (flow.phase === 'failed' && needsPin) pinRef.current?.focus()
  }, [flow.phase, needsPin])

  const pinOk = !needsPin || /^\d{4,8}$/.test(pin)

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      closeDialog()
      return
    }
    if (e.key !== 'Enter') return
    e.preventDefault()
    e.stopPropagation()
    if (e.repeat) return
    if (flow.phase === 'done') closeDialog()
    else if (flow.phase === 'needs-token') runCommand(tradingTokenCommandId)
    else if (pinOk) dispatch({ type: 'confirm' })
  }

  const resultOf = (row: OrderRow) =>
    flow.results.find((r) => r.book === row.book && r.orderId === row.orderId)

  return (
    <div className="orders-backdrop">
      <div
        ref={panelRef}
        className="orders-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t.cancelTitle(rows.length)}
        tabIndex={-1}
        data-testid="cancel-dialog"
        data-phase={flow.phase}
        onKeyDown={onKeyDown}
      >
        <h2>{t.cancelTitle(rows.length)}</h2>
        <p>{t.cancelIntro}</p>
        <table className="cancel-table">
          <thead>
            <tr>
              <th>{t.columns.symbol}</th>
              <th>{t.columns.side}</th>
              <th className="num">{t.columns.price}</th>
              <th className="num">{t.columns.remaining}</th>
              <th>{t.columns.account}</th>
              <th>{t.columns.id}</th>
              <th>{t.columns.state}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const result = resultOf(row)
              return (
                <tr key={rowKey(row)} data-order-id={row.orderId} data-outcome={result?.outcome ?? ''}>
                  <td className="sym">{row.symbol}</td>
                  <td className={row.side === 'B' ? 'side-buy' : 'side-sell'}>
                    {row.side === 'B' ? t.buy : t.sell}
                  </td>
                  <td className="num">{formatPrice(row)}</td>
                  <td className="num">{formatQty(row.remaining)}</td>
                  <td>
                    {t.books[row.book]} · {row.accountNo}
                  </td>
                  <td className="oid">{row.orderId}</td>
                  <td className={result ? `outcome outcome-${result.outcome}` : ''} title={result?.message}>
                    {result ? t.outcomes[result.outcome] : ''}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {needsPin && (
          <label className="cancel-pin">
            {t.pin}{' '}
            <input
              ref={pinRef}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              value={pin}
              disabled={flow.phase === 'sending' || flow.phase === 'done'}
              data-testid="cancel-pin"
              onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            />
            <span className="cancel-hint">{t.pinHint}</span>
          </label>
        )}
        <div className="cancel-status" role="status" data-testid="cancel-status">
          {flow.phase === 'sending' &&
            (rateLimit !== undefined && rateLimit.retryAt !== null
              ? t.rateLimited(secondsUntil(rateLimit.retryAt, now))
              : waiting.some((w) => w.phase === 'checking')
                ? t.checking
                : t.sending)}
          {flow.phase === 'needs-token' && t.needsToken}
          {flow.phase === 'failed' && flow.error && (
            <span className="cancel-error">{errorWords(t, flow.error)}</span>
          )}
        </div>
        <div className="orders-actions">
          {flow.phase === 'done' ? (
            <button type="button" className="orders-button primary" onClick={closeDialog}>
              {t.done}
            </button>
          ) : flow.phase === 'needs-token' ? (
            <button
              type="button"
              className="orders-button primary"
              onClick={() => runCommand(tradingTokenCommandId)}
            >
              {t.openToken}
            </button>
          ) : (
            <button
              type="button"
              className="orders-button primary"
              disabled={flow.phase === 'sending' || !pinOk}
              data-testid="cancel-confirm"
              onClick={() => dispatch({ type: 'confirm' })}
            >
              {t.confirm}
            </button>
          )}
          <button type="button" className="orders-button" onClick={closeDialog}>
            {t.back}
          </button>
        </div>
      </div>
    </div>
  )
}
