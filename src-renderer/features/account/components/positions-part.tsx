import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { callQuery } from '../../../lib/bridge/call-query'
import { formatInteger, formatPercent, formatPoints, formatSigned, formatVnd } from '../../../lib/numbers'
import { useAccountStrings } from '../strings'
import { PartFrame } from './part-frame'

/** Two figures of one column, the second under the first. */
function Pair({ top, bottom }: { readonly top: ReactNode; readonly bottom: ReactNode }) {
  return (
    <>
      <span className="pair-top">{top}</span>
      <span className="pair-bottom">{bottom}</span>
    </>
  )
}

export function PositionsPart() {
  const t = useAccountStrings()
  const query = useQuery({
    ...callQuery('account.positions', {}),
    refetchInterval: 10_000,
  })
  return (
    <PartFrame id="positions" title={t.positions.title} query={query}>
      {/* Nine figures in a 560-pixel dock: pairs share a column, one above the other, so every
          heading and figure is on screen at 1366 px and up (issue 20: the due date was cut and
          P&L % hidden). */}
      <table className="account-table positions-table">
        <thead>
          <tr>
            <th>
              <Pair top={t.positions.contract} bottom={t.positions.due} />
            </th>
            <th>
              <Pair top={t.positions.side} bottom={t.positions.net} />
            </th>
            <th className="num">{t.positions.last}</th>
            <th className="num">
              <Pair top={t.positions.im} bottom={t.positions.required} />
            </th>
            <th className="num">
              <Pair top={t.positions.pnl} bottom={t.positions.pnlPct} />
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data?.rows.map((p) => (
            <tr key={p.symbol} data-testid="position-row">
              <td className="sym">
                <Pair top={p.symbol} bottom={p.duedate} />
              </td>
              <td>
                <Pair
                  top={
                    <span className={p.side === 'L' ? 'side-buy' : 'side-sell'}>
                      {p.side === 'L' ? t.positions.long : t.positions.short}
                    </span>
                  }
                  bottom={formatInteger(p.net)}
                />
              </td>
              <td className="num">{formatPoints(p.lastPrice)}</td>
              <td className="num">
                <Pair top={formatVnd(p.imValue)} bottom={formatVnd(p.mrValue)} />
              </td>
              <td className={`num ${p.vmValue < 0 ? 'neg' : 'pos'}`}>
                <Pair top={formatSigned(p.vmValue, 0)} bottom={formatPercent(p.pnlPercent)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.data?.rows.length === 0 && <p className="account-muted">{t.positions.none}</p>}
    </PartFrame>
  )
}
