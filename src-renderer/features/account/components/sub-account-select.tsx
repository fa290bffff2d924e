import type { StockSubAccount } from '../../../../src-shared/bridge/contract'
import { useAccountStrings } from '../strings'

/** The normal / margin stock sub-account picker of the account parts; a change starts at page 1. */
export function SubAccountSelect(props: {
  value: StockSubAccount
  onChange: (value: StockSubAccount) => void
}) {
  const t = useAccountStrings()
  return (
    <select
      aria-label={t.cash.account}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value === 'margin' ? 'margin' : 'normal')}
    >
      <option value="normal">{t.cash.normal}</option>
      <option value="margin">{t.cash.margin}</option>
    </select>
  )
}
