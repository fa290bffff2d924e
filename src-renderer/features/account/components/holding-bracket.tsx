import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { StopDraft } from '../../../../src-shared/bridge/contract'
import { asksLargeConfirmation, refusalWords } from '../../../lib/orders/refusal-words'
import { confirmationsFor } from '../../../lib/orders/order-confirmations'
import { callMutation } from '../../../lib/bridge/call-query'
import { LargeOrderStep } from '../../../components/large-order-step'
import { formatInteger, formatThousands, parsePrice } from '../../../lib/numbers'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { mayAct, useShownProfile } from '../../../lib/profile/shown-profile'
import { openStopsWindow } from '../../../lib/stops/open-stops-window'
import { useBracketStrings } from '../bracket-strings'

function Field(props: {
  readonly label: string
  readonly testId: string
  readonly mode: 'decimal' | 'numeric'
  readonly value: string
  readonly readOnly: boolean
  readonly onChange: (text: string) => void
}) {
  return (
    <label>
      {props.label}{' '}
      <input
        data-testid={props.testId}
        inputMode={props.mode}
        value={props.value}
        readOnly={props.readOnly}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  )
}

/**
 * A holding's take-profit and stop-loss: two stops the core holds, linked so that when one sends
 * the other is cancelled. The take-profit sells at its level (a limit), the stop-loss at the
 * session's market type, so a fall through the level still sells.
 *
 * Above the large-order threshold it asks first, as the stop's Edit form does (`confirmationsFor`,
 * the same step), and sets both stops `confirmed`: in the web shell the core refuses the bracket
 * without it (`guard-confirm-required`; the stop-loss's market value is bounded by the ceiling,
 * which only the core reads), and that refusal brings the step too. Enter confirms, Esc goes back.
 */
export function HoldingBracket({
  symbol,
  sellable,
  onClose,
}: {
  readonly symbol: string
  readonly sellable: number
  readonly onClose: () => void
}) {
  const s = useBracketStrings()
  const { t } = useTranslation('accountBracket')
  const profile = useShownProfile((p) => p.shown)
  const canAct = useShownProfile(mayAct)
  const [tpText, setTp] = useState('')
  const [slText, setSl] = useState('')
  const [quantityText, setQuantity] = useState(String(sellable))
  const [intentId] = useState(() => `tp-${crypto.randomUUID()}`)
  const [large, setLarge] = useState(false)
  const above = useWorkspaceStore((w) => w.snapshot?.ui.orderConfirmAbove ?? null)
  const create = useMutation({
    ...callMutation('stops.createBracket'),
    onSuccess: () => setLarge(false),
    onError: (error) => {
      if (asksLargeConfirmation(error)) setLarge(true)
    },
  })
  const tp = parsePrice(tpText)
  const sl = parsePrice(slText)
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : 0
  const valid = tp !== null && sl !== null && tp > sl && quantity > 0 && quantity <= sellable
  const wantsLarge = confirmationsFor(quantity * (tp ?? 0), { confirm: false, above }, false).includes(
    'large',
  )
  const refusedForWant = large && create.error !== null && asksLargeConfirmation(create.error)
  const submit = () => {
    if (!valid || profile === null || !canAct || create.isPending) return
    if (!large && wantsLarge) {
      setLarge(true)
      return
    }
    const base = { symbol, profileId: profile.id, ...(large ? { confirmed: true } : {}) }
    const takeProfit: StopDraft = {
      ...base,
      intentId,
      trigger: { direction: 'at-or-above', price: tp },
      order: { side: 'SELL', quantity, kind: 'limit', price: tp },
    }
    const stopLoss: StopDraft = {
      ...base,
      intentId: `sl-${intentId.slice(3)}`,
      trigger: { direction: 'at-or-below', price: sl },
      order: { side: 'SELL', quantity, kind: 'market', price: null },
    }
    create.mutate({ takeProfit, stopLoss })
  }
  return (
    <form
      className="holding-bracket"
      data-testid="holding-bracket"
      aria-label={t('openOf', { symbol })}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !large) return
        e.preventDefault()
        e.stopPropagation()
        setLarge(false)
        create.reset()
      }}
    >
      <strong>{t('openOf', { symbol })}</strong>
      <Field
        label={s.takeProfit}
        testId="bracket-tp"
        mode="decimal"
        value={tpText}
        readOnly={large}
        onChange={setTp}
      />
      <Field
        label={s.stopLoss}
        testId="bracket-sl"
        mode="decimal"
        value={slText}
        readOnly={large}
        onChange={setSl}
      />
      <Field
        label={s.quantity}
        testId="bracket-quantity"
        mode="numeric"
        value={quantityText}
        readOnly={large}
        onChange={setQuantity}
      />
      <p className="account-muted">
        {t('explain', { quantity: formatInteger(quantity), symbol })} <strong>{s.heldHere}</strong>
      </p>
      {!valid && (tpText !== '' || slText !== '') && <p className="account-error">{s.bad}</p>}
      {large && (
        <LargeOrderStep
          className="account-error"
          testId="bracket-large"
          title={t('largeTitle', {
            quantity: formatInteger(quantity),
            symbol,
            tp: formatThousands(tp ?? 0),
            sl: formatThousands(sl ?? 0),
          })}
          hint={s.largeHint}
        />
      )}
      {create.error !== null && !refusedForWant && (
        <p className="account-error" role="alert" data-testid="bracket-error">
          {refusalWords(create.error)}
        </p>
      )}
      {create.data !== undefined && (
        <p role="status" data-testid="bracket-done">
          {t('done', { symbol })}{' '}
          <button type="button" className="account-button" onClick={openStopsWindow}>
            {s.list}
          </button>
        </p>
      )}
      <button
        type="submit"
        className="account-button"
        disabled={!valid || create.isPending || create.data !== undefined}
      >
        {s.set}
      </button>
      <button type="button" className="account-button" onClick={onClose}>
        {s.close}
      </button>
    </form>
  )
}
