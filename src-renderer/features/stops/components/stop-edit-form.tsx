import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { Stop } from '../../../../src-shared/bridge/contract'
import { callMutation } from '../../../lib/bridge/call-query'
import { formatThousands, parsePrice, parseWholeNumber } from '../../../lib/numbers'
import { refusalWords } from '../../../lib/orders/refusal-words'
import { useTranslation } from 'react-i18next'
import { useStopStrings } from '../strings'

/**
 * Changes an armed stop: its level, its order's quantity and (a limit's) price. Enter saves, Esc
 * closes; the core checks the lot and tick and refuses a stop that has triggered meanwhile, and
 * what it says is shown here in the ticket's words.
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
  const modify = useMutation({ ...callMutation('stops.modify'), onSuccess: onClose })
  const level = parsePrice(levelText.replace(/,/g, ''))
  const quantity = parseWholeNumber(quantityText, 6)
  const price = limit ? parsePrice(priceText.replace(/,/g, '')) : null
  const valid = level !== null && quantity !== null && quantity > 0 && (!limit || price !== null)
  return (
    <form
      className="stop-edit"
      data-testid="stop-edit"
      aria-label={t('editOf', { symbol: stop.symbol })}
      onSubmit={(e) => {
        e.preventDefault()
        if (!valid || modify.isPending) return
        modify.mutate({ id: stop.id, profileId, level, quantity, price })
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        onClose()
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
      {modify.error !== null && (
        <p className="stops-error" role="alert" data-testid="stop-edit-error">
          {refusalWords(modify.error)}
        </p>
      )}
    </form>
  )
}
