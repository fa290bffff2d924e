import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CancelResult, OrderRow } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { BridgeCallError, callOrThrow } from '../../../lib/bridge/query'
import { secondsUntil } from '../../../lib/time'
import { errorWords } from '../../../i18n/error-words'
import { useNow } from '../../../lib/use-now'
import { runCommand, tradingTokenCommandId } from '../commands'
import { useCancelActivity } from '../hooks/use-cancel-activity'
import { useTradingToken } from '../hooks/use-trading-token'
import { cancelFlow, initialFlow, retryable } from '../lib/cancel-flow'
import { formatPrice, formatQty } from '../lib/format'
import { groupForCancel, rowKey, type CancelGroups } from '../lib/order-rules'
import { allRows, useOrdersUi } from '../orders-store'
import { useOrderStrings, type OrderStrings } from '../strings'
import { useStrings } from '../../../i18n/strings'
import { askSecondFactor } from '../../../lib/auth/second-factor-prompt'
import { secondFactorRequiredCode } from '../../../../src-shared/bridge/contract'
import './orders.css'

const asBridgeError = (err: unknown): BridgeError =>
  err instanceof BridgeCallError
    ? err.bridgeError
    : { kind: 'internal', code: 'unexpected', message: err instanceof Error ? err.message : String(err) }

/**
 * One call per group. A failure (no token, the bridge down) stops the groups after it, which were
 * not sent; the results of the groups before it are kept, so the dialog never hides a cancel that
 * happened. The held PIN goes out with the derivative call only, and is wiped once that call is
 * answered, unless it was refused for want of a trading token (then the PIN never reached the
 * broker and the call goes out again, with it, when the token arrives).
 */
async function sendCancels(
  groups: CancelGroups,
  pin: { readonly read: () => string; readonly wipe: () => void },
): Promise<{ results: CancelResult[]; error: BridgeError | null }> {
  const results: CancelResult[] = []
  try {
    for (const subAccount of ['normal', 'margin'] as const) {
      const rows = groups[subAccount]
      if (rows.length === 0) continue
      const report = await callOrThrow('orders.cancelStock', {
        subAccount,
        orderIds: rows.map((r) => r.orderId),
      })
      results.push(...report.results)
    }
    if (groups.svc.length > 0) {
      const report = await callOrThrow('orders.cancelSvc', { orderIds: groups.svc.map((r) => r.orderId) })
      results.push(...report.results)
    }
    if (groups.derivative.length > 0) {
      const report = await callOrThrow('orders.cancelDerivative', {
        orderIds: groups.derivative.map((r) => r.orderId),
        pin: pin.read(),
      })
      results.push(...report.results)
    }
    pin.wipe()
    return { results, error: null }
  } catch (err) {
    const error = asBridgeError(err)
    if (error.kind !== 'otp-required') pin.wipe()
    return { results, error }
  }
}

/** The dialog's own words for what it knows; any other error in the dictionary's words (by kind/code). */
function failureText(t: OrderStrings, error: BridgeError): string {
  if (error.code === 'not-authorised') return t.notAuthorised
  return `${t.failed}: ${errorWords(error)}`
}

/**
 * Shows exactly what will be cancelled and asks once. Enter confirms, Esc backs out. The flow
 * (lib/cancel-flow) sends once per confirm however often Enter is pressed; the core guards the same
 * orders again, so even two windows cannot send one cancel twice.
 */
export function CancelDialog({ keys }: { readonly keys: readonly string[] }) {
  const t = useOrderStrings()
  const { t: tr } = useTranslation('orders')
  const books = useOrdersUi((s) => s.books)
  const closeDialog = useOrdersUi((s) => s.closeDialog)
  // The rows as they were when the dialog opened: what the trader confirmed is what is sent.
  const [rows] = useState<OrderRow[]>(() => {
    const wanted = new Set(keys)
    return allRows(books).filter((r) => wanted.has(rowKey(r)))
  })
  const [flow, dispatch] = useReducer(cancelFlow, initialFlow)
  // What the next confirm sends: every order without an outcome yet, or whose outcome says it was
  // not touched (wrong PIN, not sent). An order already cancelled is never sent again.
  const groups = useMemo(() => {
    const settled = new Set(flow.results.filter((r) => !retryable(r)).map((r) => `${r.book}:${r.orderId}`))
    return groupForCancel(rows.filter((r) => !settled.has(rowKey(r))))
  }, [rows, flow.results])
  const needsPin = groups.derivative.length > 0
  const [pin, setPin] = useState('')
  // The PIN typed before a trading-token step, held in memory (never in a store, a log or the DOM)
  // until the derivative cancel goes out, then dropped; also dropped when the dialog closes.
  const heldPin = useRef<string | null>(null)
  const [pinHeld, setPinHeld] = useState(false)
  const [secondFactor, setSecondFactor] = useState<'asked' | 'unavailable' | null>(null)
  const [openedAt] = useState(() => Date.now())
  const ui = useStrings()
  const panelRef = useRef<HTMLDivElement>(null)
  const pinRef = useRef<HTMLInputElement>(null)
  const token = useTradingToken(true)
  const tokenActive = token.active
  const activity = useCancelActivity(true)
  const waiting = activity.active.filter(
    (a) => keys.includes(`${a.book}:${a.orderId}`) && a.phase !== 'reconciling',
  )
  const reconciling = new Set(
    activity.active.filter((a) => a.phase === 'reconciling').map((a) => `${a.book}:${a.orderId}`),
  )
  const rateLimit = waiting.find((a) => a.phase === 'rate-limited' && a.retryAt !== null)
  const now = useNow(rateLimit !== undefined, 250)
  // The write itself: sendCancels never throws (what was cancelled before a failure is kept), and
  // a mutation is never retried (providers.tsx), so one confirm is one send.
  const { mutate: send } = useMutation({
    mutationFn: (what: { groups: CancelGroups; pin: Parameters<typeof sendCancels>[1] }) =>
      sendCancels(what.groups, what.pin),
    onSuccess: ({ results, error }) => {
      // Group E needs the day's second factor: ask for it (the auth feature's dialog); the trader
      // confirms the cancel again once it is active. Nothing was sent for those orders.
      if (results.some((r) => r.code === secondFactorRequiredCode)) {
        setSecondFactor(askSecondFactor({ reason: t.secondFactorNeeded }) ? 'asked' : 'unavailable')
      }
      dispatch(error === null ? { type: 'succeeded', results } : { type: 'failed', error, results })
    },
  })

  useEffect(() => {
    if (needsPin) pinRef.current?.focus()
    else panelRef.current?.focus()
  }, [needsPin])

  // One send per attempt number: re-renders, Strict Mode's double effects and key repeats do not resend.
  const sentAttempt = useRef(0)
  useEffect(() => {
    if (flow.phase !== 'sending' || sentAttempt.current === flow.attempt) return
    sentAttempt.current = flow.attempt
    const held = {
      read: (): string => heldPin.current ?? '',
      wipe: (): void => {
        heldPin.current = null
        setPinHeld(false)
      },
    }
    send({ groups, pin: held })
  }, [flow.phase, flow.attempt, groups, send])

  useEffect(
    () => () => {
      heldPin.current = null
    },
    [],
  )

  useEffect(() => {
    if (flow.phase === 'needs-token' && tokenActive) dispatch({ type: 'token-ready' })
  }, [flow.phase, tokenActive])

  useEffect(() => {
    if (flow.phase === 'done' || flow.phase === 'needs-token') panelRef.current?.focus()
    if (flow.phase === 'failed' && needsPin) pinRef.current?.focus()
  }, [flow.phase, needsPin])

  const pinOk = !needsPin || /^\d{4,8}$/.test(pin) || pinHeld

  /** The field is cleared at once; the PIN leaves the component with the derivative call only. */
  const confirm = () => {
    if (!pinOk) return
    if (pin !== '') {
      heldPin.current = pin
      setPinHeld(true)
      setPin('')
    }
    dispatch({ type: 'confirm' })
  }

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
    else confirm()
  }

  // An unknown outcome the order book settled since the dialog opened replaces the dialog's own.
  const resultOf = (row: OrderRow): { result: CancelResult; reconciled: boolean } | undefined => {
    const later = activity.reconciled.findLast(
      (r) => r.book === row.book && r.orderId === row.orderId && r.at >= openedAt,
    )
    const own = flow.results.find((r) => r.book === row.book && r.orderId === row.orderId)
    if (later !== undefined && own?.outcome === 'unknown') return { result: later, reconciled: true }
    return own === undefined ? undefined : { result: own, reconciled: false }
  }
  const cancelledCount = flow.results.filter((r) => r.outcome === 'cancelled').length
  const wrongPin = flow.results.some((r) => r.outcome === 'wrong-pin')

  return (
    <div className="orders-backdrop">
      <div
        ref={panelRef}
        className="orders-dialog"
        role="dialog"
        // No "restart to update" offer while this is open (app/use-update-hold.ts).
        data-holds-updates=""
        aria-modal="true"
        aria-label={tr('cancelTitle', { count: rows.length })}
        tabIndex={-1}
        data-testid="cancel-dialog"
        data-phase={flow.phase}
        onKeyDown={onKeyDown}
      >
        <h2>{tr('cancelTitle', { count: rows.length })}</h2>
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
              const shown = resultOf(row)
              const result = shown?.result
              const note =
                shown?.reconciled === true
                  ? ui.cancelReport.reconciled
                  : result?.outcome === 'unknown' && reconciling.has(rowKey(row))
                    ? ui.cancelReport.reconciling
                    : null
              return (
                <tr
                  key={rowKey(row)}
                  data-order-id={row.orderId}
                  data-outcome={result?.outcome ?? ''}
                  data-reconciled={shown?.reconciled === true ? 'true' : undefined}
                >
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
                    {note !== null && <span className="outcome-note"> · {note}</span>}
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
            (rateLimit !== undefined && rateLimit.retryAt !== null && secondsUntil(rateLimit.retryAt, now) > 0
              ? tr('rateLimited', { seconds: secondsUntil(rateLimit.retryAt, now) })
              : waiting.some((w) => w.phase === 'checking')
                ? t.checking
                : t.sending)}
          {flow.phase === 'needs-token' &&
            (token.unavailable ? (
              <span className="cancel-error" data-testid="token-unavailable">
                {t.tokenUnavailable}{' '}
                <button type="button" className="orders-button" onClick={token.retry}>
                  {t.retry}
                </button>
              </span>
            ) : (
              `${t.needsToken}${pinHeld ? ` ${ui.cancelReport.pinKept}` : ''}`
            ))}
          {flow.phase === 'failed' && secondFactor !== null && flow.error === null && !wrongPin && (
            <span className="cancel-error" data-testid="cancel-second-factor">
              {secondFactor === 'asked' ? t.secondFactorNeeded : t.secondFactorUnavailable}
            </span>
          )}
          {flow.phase === 'failed' && (flow.error !== null || wrongPin) && (
            <span className="cancel-error" data-testid="cancel-error" title={flow.error?.message}>
              {flow.error !== null ? failureText(t, flow.error) : ui.cancelReport.wrongPin}
              {cancelledCount > 0 && ` · ${cancelledCount} ${ui.cancelReport.cancelledBefore}`}
            </span>
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
              onClick={confirm}
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
