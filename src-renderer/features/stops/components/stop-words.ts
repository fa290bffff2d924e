import type { Stop } from '../../../../src-shared/bridge/contract'
import { formatInteger, formatThousands } from '../../../lib/numbers'
import type { TFunction } from 'i18next'
import type { StopStrings } from '../strings'

/** "Last ≤ 95.00": the trigger, in the board's thousands. */
export function triggerText(stop: Stop, t: TFunction<'stops'>): string {
  const price = formatThousands(stop.trigger.price)
  return t(stop.trigger.direction === 'at-or-above' ? 'atOrAbove' : 'atOrBelow', { price })
}

/** "SELL 1,000 @ 94.50" or "SELL 1,000 @ market". */
export function orderText(stop: Stop, s: StopStrings): string {
  const { side, quantity, kind, price } = stop.order
  const at = kind === 'limit' && price !== null ? formatThousands(price) : s.market
  return `${side} ${formatInteger(quantity)} @ ${at}`
}
