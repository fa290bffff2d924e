import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { StopDraft } from '../../../../src-shared/bridge/contract'
import { refusalWords } from '../../../lib/orders/refusal-words'
import { callMutation } from '../../../lib/bridge/call-query'
import { formatInteger, parsePrice } from '../../../lib/numbers'
import { mayAct, useShownProfile } from '../../../lib/profile/shown-profile'
import { openStopsWindow } from '../../../lib/stops/open-stops-window'
import { useBracketStrings } from '../bracket-strings'

function Field(props: {
  readonly label: string
  readonly testId: string
  readonly mode: 'decimal' | 'numeric'
  readonly value: string
  readonly onChange: (text: string) => void
}) {
  return (
    <label>
      {props.label}{' '}
      <input
        data-testid={props.testId}
        inputMode={props.mode}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  )
}

/**
 * A holding's take-profit and stop-loss: two stops the core holds, linked so that when one sends
 * the other is cancelled. The take-profit sells at its level (a limit), the stop-loss at the
 * session's market type, so a fall through the level still sells.
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
  const create = useMutation(callMutation('stops.createBracket'))
  const tp = parsePrice(tpText)
  const sl = parsePrice(slText)
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : 0
  const valid = tp !== null && sl !== null && tp > sl && quantity > 0 && quantity <= sellable
  const submit = () => {
    if (!valid || profile === null || !canAct) return
    const base = { symbol, profileId: profile.id }
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
    >
      <strong>{t('openOf', { symbol })}</strong>
      <Field label={s.takeProfit} testId="bracket-tp" mode="decimal" value={tpText} onChange={setTp} />
      <Field label={s.stopLoss} testId="bracket-sl" mode="decimal" value={slText} onChange={setSl} />
      <Field
        label={s.quantity}
        testId="bracket-quantity"
        mode="numeric"
        value={quantityText}
        onChange={setQuantity}
      />
      <p className="account-muted">
        {t('explain', { quantity: formatInteger(quantity), symbol })} <strong>{s.heldHere}</strong>
      </p>
      {!valid && (tpText !== '' || slText !== '') && <p className="account-error">{s.bad}</p>}
      {create.error !== null && (
        <p className="account-error" role="alert">
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
