import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatInteger } from '../../../lib/numbers'
import { useAccountStrings } from '../strings'

/**
 * Step 1 of "sell all": the panel asks "Sell all 1,500 FPT?" in place. Yes opens the order ticket
 * (step 2, its own confirmation); nothing is sent from here. Enter says yes, Esc backs out.
 */
export function SellAllConfirm(props: {
  readonly symbol: string
  readonly quantity: number
  readonly onYes: () => void
  readonly onNo: () => void
}) {
  const t = useAccountStrings()
  const { t: tr } = useTranslation('account')
  const yesRef = useRef<HTMLButtonElement>(null)
  useEffect(() => yesRef.current?.focus(), [])
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    e.stopPropagation()
    props.onNo()
  }
  return (
    <div
      className="account-confirm"
      role="alertdialog"
      aria-label={tr('holdings.sellAllOf', { symbol: props.symbol })}
      data-testid="sell-all-confirm"
      onKeyDown={onKeyDown}
    >
      <strong data-testid="sell-all-question">
        {tr('holdings.sellAllAsk', { quantity: formatInteger(props.quantity), symbol: props.symbol })}
      </strong>
      <span className="account-muted">{t.holdings.sellAllNote}</span>
      <span className="account-spacer" />
      <button
        ref={yesRef}
        type="button"
        className="account-button primary"
        data-testid="sell-all-yes"
        onClick={props.onYes}
      >
        {t.holdings.sellAllYes}
      </button>
      <button type="button" className="account-button" data-testid="sell-all-no" onClick={props.onNo}>
        {t.holdings.sellAllNo}
      </button>
    </div>
  )
}
