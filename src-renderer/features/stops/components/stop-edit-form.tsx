import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { Stop } from '../../../../src-shared/bridge/contract'
import { callMutation } from '../../../lib/bridge/call-query'
import { LargeOrderStep } from '../../../components/large-order-step'
import { formatInteger, formatThousands, parsePrice, parseWholeNumber } from '../../../lib/numbers'
import { confirmationsFor } from '../../../lib/orders/order-confirmations'
import { asksLargeConfirmation, refusalWords } from '../../../lib/orders/refusal-words'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { useTranslation } from 'react-i18next'
import { useStopStrings } from '../strings'

/**
 * Changes an armed stop: its level, its order's quantity and (a limit's) price. Enter saves, Esc
 * closes; the core checks the lot and tick and refuses a stop that has triggered meanwhile, and
 * what it says is shown here in the ticket's words.
 *
 * A change that makes the order worth more than the large-order threshold asks here first, as the
 * ticket's Stop mode does when the stop is set (`confirmationsFor`, the same step), and saves with
 * `confirmed`: in the web shell the core takes the page's word, and refuses the change without it
 * (`guard-confirm-required`, a market stop's value is bounded there), which brings the step too.
 * Enter confirms, Esc goes back to the values.
 */
export function StopEditForm({
  stop,
  profileId,
  onClose,
}: {
  readonly stop: Stop
  readonly profileId: string
  readonly onClose: () => void
}) {
  const s = useStopStrings()
  const { t } = useTranslation('stops')
  const limit = stop.order.kind === 'limit'
  const [levelText, setLevel] = useState(formatThousands(stop.trigger.price))
  const [quantityText, setQuantity] = useState(String(stop.order.quantity))
  const [priceText, setPrice] = useState(
    limit && stop.order.price !== null ? formatThousands(stop.order.price) : '',
  )
  const [large, setLarge] = useState(false)
  const above = useWorkspaceStore((w) => w.snapshot?.ui.orderConfirmAbove ?? null)
  const modify = useMutation({
    ...callMutation('stops.modify'),
    onSuccess: onClose,
    onError: (error) => {
      if (asksLargeConfirmation(error)) setLarge(true)
    },
  })
  const level = parsePrice(levelText.replace(/,/g, ''))
  const quantity = parseWholeNumber(quantityText, 6)
  const price = limit ? parsePrice(priceText.replace(/,/g, '')) : null
  const valid = level !== null && quantity !== null && quantity > 0 && (!limit || price !== null)
  // A market stop's value is bounded by the ceiling, which only the core reads: its refusal asks.
  const value = (quantity ?? 0) * (price ?? 0)
  // The confirmation given when it was set still covers an order no larger than that one.
  const covered = stop.confirmed && value <= stop.order.quantity * (stop.order.price ?? 0)
  const wantsLarge = !covered && confirmationsFor(value, { confirm: false, above }, false).includes('large')
  const summary = `${stop.order.side} ${formatInteger(quantity ?? 0)} ${stop.symbol} @ ${
    limit ? formatThousands(price ?? 0) : s.market
  }`
  return (
    <form
      className="stop-edit"
      data-testid="stop-edit"
      aria-label={t('editOf', { symbol: stop.symbol })}
      onSubmit={(e) => {
        e.preventDefault()
        if (!valid || modify.isPending) return
        if (!large && wantsLarge) {
          setLarge(true)
          return
        }
        modify.mutate({
          id: stop.id,
          profileId,
          level,
          quantity,
          price,
          ...(large ? { confirmed: true } : {}),
        })
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        if (large) {
          setLarge(false)
          modify.reset()
        } else onClose()
      }}
    >
      <label>
        <span>{stop.trigger.direction === 'at-or-above' ? s.editLevelAbove : s.editLevelBelow}</span>
        <input
          data-testid="stop-edit-level"
          inputMode="decimal"
          autoComplete="off"
          // The form opens on a person's key or click: the level is what they came to move.
          autoFocus
          value={levelText}
          readOnly={large}
          onChange={(e) => setLevel(e.target.value)}
        />
      </label>
      <label>
        <span>{s.editQuantity}</span>
        <input
          data-testid="stop-edit-quantity"
          inputMode="numeric"
          autoComplete="off"
          value={quantityText}
          readOnly={large}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </label>
      {limit && (
        <label>
          <span>{s.editPrice}</span>
          <input
            data-testid="stop-edit-price"
            inputMode="decimal"
            autoComplete="off"
            value={priceText}
            readOnly={large}
            onChange={(e) => setPrice(e.target.value)}
          />
        </label>
      )}
      <button type="submit" data-testid="stop-edit-save" disabled={!valid || modify.isPending}>
        {s.editSave}
      </button>
      <button type="button" onClick={onClose}>
        {s.editClose}
      </button>
      <p className="stops-held">{s.editRule}</p>
      {!valid && <p className="stops-error">{s.editBad}</p>}
      {large && (
        <LargeOrderStep
          className="stops-large"
          testId="stop-edit-large"
          title={t('largeTitle', { summary })}
          hint={s.largeHint}
        />
      )}
      {modify.error !== null && !(large && asksLargeConfirmation(modify.error)) && (
        <p className="stops-error" role="alert" data-testid="stop-edit-error">
          {refusalWords(modify.error)}
        </p>
      )}
    </form>
  )
}
