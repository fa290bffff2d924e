import { useQuery } from '@tanstack/react-query'
import { callQuery } from '../../../lib/bridge/call-query'
import { formatInteger, formatPercent, formatPoints, formatSigned, formatVnd } from '../../../lib/numbers'
import { useAccountStrings } from '../strings'
import { PartFrame } from './part-frame'

export function PositionsPart() {
  const t = useAccountStrings()
  const query = useQuery({
    ...callQuery('account.positions', {}),
    refetchInterval: 10_000,
  })
  return (
    <PartFrame id="positions" title={t.positions.title} query={query}>
      <table className="account-table">
        <thead>
          <tr>
            <th>{t.positions.contract}</th>
            <th>{t.positions.side}</th>
            <th className="num">{t.positions.net}</th>
            <th className="num">{t.positions.last}</th>
            <th className="num">{t.positions.im}</th>
            <th className="num">{t.positions.pnl}</th>
            <th className="num">{t.positions.required}</th>
            <th>{t.positions.due}</th>
            <th className="num">{t.positions.pnlPct}</th>
          </tr>
        </thead>
        <tbody>
          {query.data?.rows.map((p) => (
            <tr key={p.symbol} data-testid="position-row">
              <td className="sym">{p.symbol}</td>
              <td className={p.side === 'L' ? 'side-buy' : 'side-sell'}>
                {p.side === 'L' ? t.positions.long : t.positions.short}
              </td>
              <td className="num">{formatInteger(p.net)}</td>
              <td className="num">{formatPoints(p.lastPrice)}</td>
              <td className="num">{formatVnd(p.imValue)}</td>
              <td className={`num ${p.vmValue < 0 ? 'neg' : 'pos'}`}>{formatSigned(p.vmValue, 0)}</td>
              <td className="num">{formatVnd(p.mrValue)}</td>
              <td>{p.duedate}</td>
              <td className={`num ${p.pnlPercent < 0 ? 'neg' : 'pos'}`}>{formatPercent(p.pnlPercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.data?.rows.length === 0 && <p className="account-muted">{t.positions.none}</p>}
    </PartFrame>
  )
}
