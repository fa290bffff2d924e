import { useTranslation } from 'react-i18next'
import type { TicketContext } from '../../../../../src-shared/bridge/contract'
import {
  assumedFeeRate,
  sellTaxRate,
  type CostEstimate,
  type OrderProblem,
} from '../../../../../src-shared/market/order-checks'
import type { Exchange } from '../../../../../src-shared/market/price-rules'
import { formatInteger, formatThousands } from '../../../../lib/numbers'
import { useTradingStrings } from '../strings'
import { checkValues } from '../../../../lib/orders/order-check-words'

const percent = (rate: number): string => (rate * 100).toFixed(2).replace(/0$/, '')

/** What the ticket checks against, and the order's value with the fee and tax estimate. */
export function TicketFacts({
  context,
  side,
  matched,
  maxQuantity,
  costs,
}: {
  readonly context: TicketContext
  readonly side: 'BUY' | 'SELL'
  readonly matched: number | null
  /** At the price typed and the type chosen (ticket-model.ts maxQuantityFor), not the price asked. */
  readonly maxQuantity: number
  readonly costs: CostEstimate
}) {
  const s = useTradingStrings()
  const { t } = useTranslation('trading')
  const facts: [string, string, (string | undefined)?, string?][] = [
    [s.exchange, context.exchange],
    [s.session, s.sessions[context.session] ?? context.session],
    [s.ceiling, formatThousands(context.ceiling), 'price-ceil'],
    [s.reference, formatThousands(context.reference), 'price-ref'],
    [s.floor, formatThousands(context.floor), 'price-floor'],
    [s.bestBid, context.bestBid > 0 ? formatThousands(context.bestBid) : '—'],
    [s.bestAsk, context.bestAsk > 0 ? formatThousands(context.bestAsk) : '—'],
    side === 'BUY'
      ? [s.buyingPower, formatInteger(context.buyingPower ?? 0)]
      : [s.sellable, formatInteger(context.sellable ?? 0)],
    [s.maxQuantity, formatInteger(maxQuantity), undefined, 'ticket-max-quantity'],
  ]
  if (matched !== null) facts.push([s.matched, formatInteger(matched)])
  return (
    <>
      <dl
        className="ticket-facts"
        data-testid="ticket-facts"
        data-exchange={context.exchange}
        data-session={context.session}
      >
        {facts.map(([label, value, tone, testId]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={tone} data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="ticket-costs" data-testid="ticket-costs">
        <div>
          <dt>{s.value}</dt>
          <dd>{formatInteger(costs.value)}</dd>
        </div>
        <div>
          <dt>{t('fee', { rate: percent(assumedFeeRate) })}</dt>
          <dd>{formatInteger(costs.fee)}</dd>
        </div>
        {side === 'SELL' && (
          <div>
            <dt>{t('tax', { rate: percent(sellTaxRate) })}</dt>
            <dd>{formatInteger(costs.tax)}</dd>
          </div>
        )}
        <div className="ticket-total">
          <dt>{s.total}</dt>
          <dd data-testid="ticket-total">{formatInteger(costs.total)}</dd>
        </div>
      </dl>
      <p className="ticket-note">
        {t('feeNote', { fee: percent(assumedFeeRate), tax: percent(sellTaxRate) })}
      </p>
    </>
  )
}

/** Every reason the order would be refused, in words; marked when Enter was refused for them. */
export function ProblemList({
  problems,
  refused,
  exchange,
}: {
  readonly problems: readonly OrderProblem[]
  readonly refused: boolean
  readonly exchange: Exchange
}) {
  const s = useTradingStrings()
  const { t } = useTranslation('trading')
  if (problems.length === 0) {
    return (
      <p className="ticket-checks ticket-good" data-testid="ticket-checks" data-ok="true">
        {s.checksOk}
      </p>
    )
  }
  return (
    <ul
      className={`ticket-checks ticket-bad${refused ? ' ticket-refused' : ''}`}
      data-testid="ticket-checks"
      data-ok="false"
      data-refused={refused ? 'true' : 'false'}
      data-exchange={exchange}
      role="alert"
    >
      {problems.map((p) => (
        <li key={p.key} data-check={p.key}>
          {t(`checks.${p.key}` as const, { replace: checkValues(p.values) })}
        </li>
      ))}
    </ul>
  )
}
