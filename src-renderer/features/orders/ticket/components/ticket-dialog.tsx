import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  possibleDuplicateCode,
  type FollowedOutcome,
  type OrderOutcome,
  type TicketContext,
} from '../../../../../src-shared/bridge/contract'
import {
  checkModify,
  checkOrder,
  estimateCosts,
  type OrderProblem,
} from '../../../../../src-shared/market/order-checks'
import { marketPriceTypes, offeredBy, type OrderType } from '../../../../../src-shared/market/order-types'
import { bridgeErrorOf, codeWords, errorWords } from '../../../../i18n/error-words'
import { askSecondFactor } from '../../../../lib/auth/second-factor-prompt'
import { callOrThrow } from '../../../../lib/bridge/query'
import type { TicketRequest } from '../../../../lib/orders/ticket-requests'
import { formatInteger, formatThousands, parsePrice } from '../../../../lib/numbers'
import { countdownTo } from '../../../../lib/time'
import { useNow } from '../../../../lib/use-now'
import { useStream } from '../../../../lib/bridge/use-stream'
import { useWorkspaceStore } from '../../../../lib/workspace/workspace-store'
import { leaveShownProfile, mayAct, useShownProfile } from '../../../../lib/profile/shown-profile'
import { useTicketContext } from '../hooks/use-ticket-context'
import {
  confirmationsFor,
  maxQuantityFor,
  newIntentId,
  openingOrder,
  parseQuantity,
  priceText,
  stepPrice,
  stepQuantity,
  type Confirmation,
} from '../lib/ticket-model'
import { useTradingStrings } from '../strings'
import { ProblemList, TicketFacts } from './ticket-facts'
import { TicketPreferences } from './ticket-preferences'
import { TicketStopFields, TicketStopOutcome, useTicketStop } from './ticket-stop'
import '../../../../components/overlay.css'
import './ticket.css'

/** `duplicate`: the core asked first, a like order's outcome being unknown (Ctrl+Enter sends anyway). */
type Phase = 'edit' | Confirmation | 'sending' | 'outcome' | 'duplicate'

/** After this long with no answer, the ticket says the broker is slow (the order may still land). */
const slowAfterMs = 3_000

/** Below this, an Enter after the answer shows is a double press of the Enter that sent the order. */
const enterBounceMs = 300

const allOrderTypes: readonly OrderType[] = ['LO', ...marketPriceTypes]

/** Outcomes after which the ticket's values go back to editing (the order certainly is not working). */
const backToEdit: ReadonlySet<OrderOutcome['outcome']> = new Set([
  'rejected',
  'not-placed',
  'session-required',
  'rate-limited',
])

/**
 * The order ticket, keyboard first: quantity in lots and price on the exchange's tick with ↑/↓, the
 * checks in words as the values change, the value and an estimate of fees, Enter to send (through
 * the confirmations the user chose) and Esc to back out. One intent id per ticket: however often
 * Enter is pressed, the core sends one order. In modify mode the same checks apply to a change of
 * price or quantity of a working order.
 */
export function TicketDialog({
  request,
  onClose,
}: {
  readonly request: TicketRequest
  readonly onClose: () => void
}) {
  const s = useTradingStrings()
  const { t } = useTranslation('trading')
  const modify = request.kind === 'modify' ? request.order : null
  const side = request.kind === 'modify' ? request.order.side : request.side
  const [symbolText, setSymbolText] = useState(
    request.kind === 'modify' ? request.order.symbol : (request.symbol ?? ''),
  )
  const [symbol, setSymbol] = useState<string | null>(
    request.kind === 'modify' ? request.order.symbol : request.symbol,
  )
  const { context, reload } = useTicketContext(symbol, side, modify?.price ?? null)
  const ctx = context.state === 'ready' ? context.context : null
  const [type, setType] = useState<OrderType>('LO')
  const [quantityText, setQuantityText] = useState(
    String(modify?.quantity ?? (request.kind === 'new' ? (request.quantity ?? 100) : 100)),
  )
  const [priceInput, setPriceInput] = useState(modify ? priceText(modify.price) : '')
  const [phase, setPhase] = useState<Phase>('edit')
  const [refused, setRefused] = useState(false)
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null)
  const outcomeShownAt = useRef(0)
  const [failure, setFailure] = useState<string | null>(null)
  const [secondFactorNote, setSecondFactorNote] = useState(false)
  const intentId = useRef(newIntentId())
  // Stop mode: the core holds the order and sends it when the last price reaches the level.
  const stop = useTicketStop(side)
  // An unknown outcome is followed by the core in the book: what it proves replaces it here, while
  // the ticket is open. Any other window's ticket is told too, by its own toasts and blotter.
  useStream(
    'orders.outcomes',
    {},
    {
      onEvent: (f: FollowedOutcome) => {
        if (f.phase !== 'settled') return
        const mine =
          modify !== null
            ? f.operation === 'modify' && f.ref === modify.orderId
            : f.operation === 'place' && f.ref === intentId.current
        if (!mine) return
        setOutcome((before) => (before?.outcome === 'unknown' ? f.outcome : before))
      },
    },
  )
  const quantityRef = useRef<HTMLInputElement>(null)
  const symbolRef = useRef<HTMLInputElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const ui = useWorkspaceStore((w) => w.snapshot?.ui)
  const prefs = { confirm: ui?.orderConfirm ?? true, above: ui?.orderConfirmAbove ?? null }
  const forced = request.kind === 'new' && request.confirm === true
  // The profile the order goes to, named on the ticket and sent with it: a window that has not
  // followed a switch (or is reloading onto one) sends nothing, and the core checks it again.
  const profile = useShownProfile((p) => p.shown)
  const canAct = useShownProfile(mayAct)

  // Ready for typing at once: the quantity (or the symbol when none was given), before any read.
  useEffect(() => {
    if (symbol === null) symbolRef.current?.focus()
    else quantityRef.current?.select()
  }, [symbol])

  // The session's order and price, once the context is read (a new ticket only; modify keeps its own).
  const filled = useRef(false)
  useEffect(() => {
    if (ctx === null || modify !== null || filled.current) return
    filled.current = true
    const opening = openingOrder(ctx, side)
    setType(opening.type)
    setPriceInput(priceText(opening.price))
  }, [ctx, modify, side])

  useEffect(() => {
    if (phase !== 'edit') panelRef.current?.focus()
    else if (symbol !== null) quantityRef.current?.focus()
  }, [phase, symbol])

  // When the answer was first on screen: Enter is measured against it (see `enterBounceMs`). In
  // the commit itself: a passive effect runs after paint, and an Enter handled in between would
  // read the previous time and close the answer (seen in CI, the double Enter closing the ticket).
  useLayoutEffect(() => {
    if (phase === 'outcome') outcomeShownAt.current = performance.now()
  }, [phase])

  const quantity = parseQuantity(quantityText)
  const price = type === 'LO' ? parsePrice(priceInput) : null
  const problems: OrderProblem[] = useMemo(() => {
    if (ctx === null) return []
    const available = { buyingPower: ctx.buyingPower, sellable: ctx.sellable }
    if (quantity === null) return [{ key: 'notPositive', values: {} }]
    if (modify !== null) {
      if (price === null) return [{ key: 'priceMissing', values: {} }]
      return checkModify(modify, { price, quantity }, ctx, available)
    }
    return checkOrder({ side, type, quantity, price }, ctx, available)
  }, [ctx, modify, price, quantity, side, type])

  // A market order is valued at the worst price it can match at: the ceiling for a buy (what the
  // broker blocks), the floor for a sale.
  const valuePrice =
    ctx === null ? 0 : type === 'LO' ? (price ?? 0) : side === 'BUY' ? ctx.ceiling : ctx.floor
  const costs = estimateCosts(side, quantity ?? 0, valuePrice)
  // The large-order step uses the core's bound of the value (a market order at the ceiling, either
  // side), so the ticket asks whenever the core will want the confirmation.
  const guardValue = (quantity ?? 0) * (ctx === null || type === 'LO' ? (price ?? 0) : ctx.ceiling)
  const steps = confirmationsFor(Math.max(costs.value, guardValue), prefs, forced)

  async function send(confirmedPossibleDuplicate = false): Promise<void> {
    if (quantity === null || symbol === null || profile === null || !canAct) return
    // The person went through the large-order step: in the web shell the core takes the page's word
    // for it (docs/trading.md); in Electron it asks again in its own dialog.
    const guard = { profileId: profile.id, confirmed: steps.includes('large') }
    setPhase('sending')
    setFailure(null)
    setSecondFactorNote(false)
    if (stop.on) {
      await stop.submit({ ...guard, intentId: intentId.current, symbol, side, quantity, type, price })
      setPhase('outcome')
      return
    }
    try {
      const result =
        modify !== null
          ? await callOrThrow('orders.modify', {
              ...guard,
              orderId: modify.orderId,
              price: price ?? 0,
              quantity,
            })
          : await callOrThrow('orders.place', {
              ...guard,
              intentId: intentId.current,
              side,
              symbol,
              quantity,
              type,
              price,
              ...(confirmedPossibleDuplicate ? { confirmedPossibleDuplicate } : {}),
            })
      setOutcome(result)
      if (result.outcome === 'session-required') {
        const asked = askSecondFactor({
          reason: t('secondFactorReason', { side: s.side[side], symbol }),
        })
        setSecondFactorNote(!asked)
      }
    } catch (error) {
      const e = bridgeErrorOf(error)
      if (e.code === possibleDuplicateCode) {
        // Nothing was sent: the core asks the person first (a like order may have reached the broker).
        setPhase('duplicate')
        return
      }
      // The bridge itself failed: the core may or may not have sent it. The core keeps the intent, so
      // Enter again joins whatever it did rather than sending a second order. A guard's refusal
      // (nothing sent) comes this way too, in the guard's words.
      if (e.code === 'guard-profile-mismatch') leaveShownProfile()
      setFailure(errorWords(e))
    }
    setPhase('outcome')
  }

  /** A symbol typed in the ticket: read its context and fill the session's order again. */
  function commitSymbol(): boolean {
    const typed = symbolText.trim().toUpperCase()
    if (!/^[A-Z0-9]{3,12}$/.test(typed) || typed === symbol) return false
    filled.current = false
    setSymbol(typed)
    return true
  }

  function advance(from: Phase, ctrl: boolean): void {
    const order: Phase[] = ['edit', ...steps]
    const at = order.indexOf(from)
    const next = order[at + 1]
    if (from === 'large' && !ctrl) return
    if (next === undefined) void send()
    else setPhase(next)
  }

  /** `at`: when the key went down (the event's time stamp, on the clock of `performance.now()`). */
  function onEnter(ctrl: boolean, at: number): void {
    if (phase === 'sending') return
    if (phase === 'duplicate') {
      if (ctrl) void send(true)
      return
    }
    if (phase === 'outcome') {
      // The sending Enter pressed twice: the second lands on an answer that came back at once. It
      // must not close (or reopen for editing) what the trader has not read yet.
      if (at - outcomeShownAt.current < enterBounceMs) return
      if (outcome !== null && backToEdit.has(outcome.outcome)) {
        // The broker took no order from this ticket: the values stay; a rejected intent is spent.
        if (outcome.outcome === 'rejected') intentId.current = newIntentId()
        setOutcome(null)
        setPhase('edit')
      } else if (failure !== null || stop.failure !== null) {
        setPhase('edit')
      } else onClose()
      return
    }
    if (phase === 'edit') {
      if (ctx === null || problems.length > 0 || !canAct || (stop.on && stop.level === null)) {
        setRefused(true)
        return
      }
      setRefused(false)
    }
    advance(phase, ctrl)
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>): void {
    const target = e.target as HTMLElement
    // The board's keymap and type-ahead stay out of the ticket.
    e.stopPropagation()
    if (e.key === 'Escape') {
      e.preventDefault()
      if (phase === 'confirm' || phase === 'large' || phase === 'duplicate') setPhase('edit')
      else if (phase !== 'sending') onClose()
      return
    }
    if (target.dataset.field === 'preference') return
    if (e.key === 'Enter') {
      e.preventDefault()
      if (e.repeat) return
      if (target === symbolRef.current && phase === 'edit' && commitSymbol()) return
      onEnter(e.ctrlKey || e.metaKey, e.timeStamp)
      return
    }
    if (phase !== 'edit') return
    const step = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0
    const page = e.key === 'PageUp' ? 1 : e.key === 'PageDown' ? -1 : 0
    if (target.dataset.field === 'quantity' && (step !== 0 || page !== 0)) {
      e.preventDefault()
      setQuantityText(
        String(stepQuantity(quantity ?? 0, step !== 0 ? step : (page as 1 | -1), page !== 0 ? 10 : 1)),
      )
    } else if (target.dataset.field === 'price' && step !== 0 && ctx !== null) {
      e.preventDefault()
      setPriceInput(priceText(stepPrice(ctx.exchange, parsePrice(priceInput) ?? 0, step, ctx)))
    }
  }

  const title =
    modify !== null
      ? t('modifyTitle', { orderId: modify.orderId })
      : `${side === 'BUY' ? s.buyTitle : s.sellTitle}${symbol === null ? '' : ` ${symbol}`}`
  const summary = t('summary', {
    side: s.side[side],
    quantity: formatInteger(quantity ?? 0),
    symbol: symbol ?? '',
    price: type === 'LO' ? formatThousands(price ?? 0) : type,
  })

  return (
    <div className="overlay-backdrop ticket-backdrop">
      <div
        ref={panelRef}
        className={`ticket-panel ticket-${side === 'BUY' ? 'buy' : 'sell'}`}
        role="dialog"
        // No "restart to update" offer while this is open (app/use-update-hold.ts).
        data-holds-updates=""
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        data-testid="order-ticket"
        data-phase={phase}
        data-side={side}
        data-kind={request.kind}
        onKeyDown={onKeyDown}
      >
        <h2 className="ticket-title">{title}</h2>
        <p
          className={`ticket-profile ticket-profile-${profile?.kind ?? 'unknown'}`}
          data-testid="ticket-profile"
          data-profile-id={profile?.id ?? ''}
          data-can-send={canAct}
        >
          {profile === null || !canAct
            ? s.profileFollowing
            : t('sendsTo', { name: profile.name, kind: s.profileKind[profile.kind] })}
        </p>
        <div className="ticket-form">
          {modify === null && (
            <label>
              <span>{s.symbol}</span>
              <input
                ref={symbolRef}
                data-field="symbol"
                data-testid="ticket-symbol"
                value={symbolText}
                disabled={phase !== 'edit'}
                onChange={(e) => setSymbolText(e.target.value.toUpperCase())}
                onBlur={() => commitSymbol()}
                spellCheck={false}
                autoComplete="off"
              />
            </label>
          )}
          {modify === null && (
            <label>
              <span>{s.type}</span>
              <select
                data-field="type"
                data-testid="ticket-type"
                value={type}
                disabled={phase !== 'edit'}
                onChange={(e) => setType(e.target.value as OrderType)}
              >
                {typeChoices(ctx).map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            <span>{s.quantity}</span>
            <input
              ref={quantityRef}
              data-field="quantity"
              data-testid="ticket-quantity"
              inputMode="numeric"
              value={quantityText}
              disabled={phase !== 'edit'}
              onChange={(e) => setQuantityText(e.target.value)}
              autoComplete="off"
            />
          </label>
          <label>
            <span>{s.price}</span>
            {type === 'LO' ? (
              <input
                data-field="price"
                data-testid="ticket-price"
                inputMode="decimal"
                value={priceInput}
                disabled={phase !== 'edit'}
                onChange={(e) => setPriceInput(e.target.value)}
                autoComplete="off"
              />
            ) : (
              <output className="ticket-market-price" data-testid="ticket-price-market">
                {t('marketPrice', { type })}
              </output>
            )}
          </label>
        </div>
        {modify === null && <TicketStopFields stop={stop} disabled={phase !== 'edit'} />}
        {context.state === 'loading' && <p className="ticket-note">{s.loading}</p>}
        {context.state === 'failed' && (
          <p className="ticket-note ticket-bad" role="alert">
            {t('contextFailed', { reason: context.reason })}{' '}
            <button type="button" onClick={reload}>
              {s.retryContext}
            </button>
          </p>
        )}
        {ctx !== null && (
          <TicketFacts
            context={ctx}
            side={side}
            matched={modify?.matched ?? null}
            maxQuantity={maxQuantityFor(ctx, side, type, price)}
            costs={costs}
          />
        )}
        {ctx !== null && phase === 'edit' && (
          <ProblemList problems={problems} refused={refused} exchange={ctx.exchange} />
        )}
        {phase === 'confirm' && (
          <div className="ticket-confirm" data-testid="ticket-confirm">
            <strong>{modify !== null ? s.confirmModifyTitle : s.confirmTitle}</strong>
            <span>{summary}</span>
            <span className="ticket-note">{s.confirmHint}</span>
          </div>
        )}
        {phase === 'large' && (
          <div className="ticket-confirm ticket-large" data-testid="ticket-large">
            <strong>
              {t('largeTitle', { value: formatInteger(costs.value), limit: formatInteger(prefs.above ?? 0) })}
            </strong>
            <span>{summary}</span>
            <span className="ticket-note">{s.largeHint}</span>
          </div>
        )}
        {phase === 'duplicate' && (
          <div className="ticket-confirm ticket-large" role="alert" data-testid="ticket-duplicate">
            <strong>{s.duplicateTitle}</strong>
            <span>{summary}</span>
            <span className="ticket-note">{s.duplicateHint}</span>
          </div>
        )}
        {phase === 'sending' && <SendingNote />}
        {phase === 'outcome' && stop.on && <TicketStopOutcome stop={stop} summary={summary} />}
        {phase === 'outcome' && !stop.on && (
          <OutcomeLine outcome={outcome} failure={failure} secondFactorNote={secondFactorNote} />
        )}
        <p className="ticket-keys">{modify !== null ? s.modifyKeys : s.keys}</p>
        <TicketPreferences />
      </div>
    </div>
  )
}

/**
 * "Sending…", and after a few seconds with no answer, that the broker is slow: the order may still
 * reach it, so the trader must not send it again (mounted only while sending).
 */
function SendingNote() {
  const s = useTradingStrings()
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs)
    return () => clearTimeout(timer)
  }, [])
  return (
    <p className="ticket-note" data-testid="ticket-sending">
      {s.sending}
      {slow && (
        <span className="ticket-slow" data-testid="ticket-slow">
          {' '}
          {s.slow}
        </span>
      )}
    </p>
  )
}

/**
 * Every type of the symbol's exchange, those it takes now first: a type chosen out of session is
 * refused by the checks in words rather than hidden.
 */
function typeChoices(ctx: TicketContext | null): OrderType[] {
  if (ctx === null) return ['LO']
  const offered = allOrderTypes.filter((type) => offeredBy(ctx.exchange, type))
  return [...ctx.allowedTypes, ...offered.filter((type) => !ctx.allowedTypes.includes(type))]
}

function OutcomeLine({
  outcome,
  failure,
  secondFactorNote,
}: {
  readonly outcome: OrderOutcome | null
  readonly failure: string | null
  readonly secondFactorNote: boolean
}) {
  const s = useTradingStrings()
  const { t } = useTranslation('trading')
  const now = useNow(outcome?.retryAt != null, 1_000)
  if (failure !== null) {
    return (
      <p
        className="ticket-outcome ticket-bad"
        role="alert"
        data-testid="ticket-outcome"
        data-outcome="failed"
      >
        {t('failed', { reason: failure })}
      </p>
    )
  }
  if (outcome === null) return null
  const left = outcome.retryAt === null ? null : countdownTo(outcome.retryAt, now)
  const rateLimitOver = outcome.outcome === 'rate-limited' && left === null
  const text = t(rateLimitOver ? 'outcome.rate-limited-over' : `outcome.${outcome.outcome}`, {
    orderId: outcome.orderId ?? '',
    status: outcome.status ?? '',
    // The core's sentence is English (or the broker's): the reason in the UI's words, it as a tooltip.
    reason:
      codeWords(outcome.code) ??
      t(outcome.outcome === 'rejected' ? 'reasons.rejected' : 'reasons.failed', { code: outcome.code }),
    seconds: left?.seconds ?? 0,
    time: left?.clock ?? '',
  })
  const good = outcome.outcome === 'placed' || outcome.outcome === 'accepted'
  return (
    <p
      className={`ticket-outcome ${good ? 'ticket-good' : 'ticket-bad'}`}
      role={good ? 'status' : 'alert'}
      data-testid="ticket-outcome"
      data-outcome={outcome.outcome}
      title={outcome.message}
    >
      {text}
      {secondFactorNote && <span> {s.noSecondFactorDialog}</span>}
    </p>
  )
}
