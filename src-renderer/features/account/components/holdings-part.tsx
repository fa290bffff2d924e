import { useQuery } from '@tanstack/react-query'
import { callOrThrow } from '../../../lib/bridge/query'
import { formatInteger, formatPercent, formatSigned, formatThousands, formatVnd } from '../../../lib/numbers'
import { useAccountStrings } from '../strings'
import { PartFrame } from './part-frame'

/** Group E holdings of the ordering sub-account, read only: average cost, last price, P&L. */
export function HoldingsPart() {
  const t = useAccountStrings()
  const query = useQuery({
    queryKey: ['account.holdings'],
    queryFn: () => callOrThrow('trading.portfolio', {}),
    refetchInterval: 10_000,
  })
  const view = query.data
  return (
    <PartFrame
      id="holdings"
      title={t.holdings.title}
      query={query}
      tools={<span className="account-muted">{t.holdings.units}</span>}
    >
      {view && (
        <p className="account-muted">
          {view.subAccount} · {t.holdings.buyingPower}{' '}
          <span data-testid="holdings-buying-power">{formatVnd(view.buyingPower)}</span>
        </p>
      )}
      <table className="account-table">
        <thead>
          <tr>
            <th>{t.holdings.symbol}</th>
            <th className="num">{t.holdings.qty}</th>
            <th className="num">{t.holdings.sellable}</th>
            <th className="num">{t.holdings.avg}</th>
            <th className="num">{t.holdings.last}</th>
            <th className="num">{t.holdings.value}</th>
            <th className="num">{t.holdings.pnl}</th>
            <th className="num">{t.holdings.pnlPct}</th>
          </tr>
        </thead>
        <tbody>
          {view?.rows.map((h) => (
            <tr key={h.symbol} data-testid="holding-row" data-symbol={h.symbol}>
              <td className="sym">{h.symbol}</td>
              <td className="num">{formatInteger(h.quantity)}</td>
              <td className="num">{formatInteger(h.sellable)}</td>
              <td className="num">{formatThousands(h.avgPrice)}</td>
              <td className="num">{formatThousands(h.lastPrice)}</td>
              <td className="num">{formatVnd(h.marketValue)}</td>
              <td className={`num ${h.pnl < 0 ? 'neg' : 'pos'}`} data-testid="holding-pnl">
                {formatSigned(h.pnl, 0)}
              </td>
              <td className={`num ${h.pnlPercent < 0 ? 'neg' : 'pos'}`}>{formatPercent(h.pnlPercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view?.rows.length === 0 && <p className="account-muted">{t.holdings.none}</p>}
    </PartFrame>
  )
}
