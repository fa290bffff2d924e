import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requestTicket } from '../../../lib/orders/ticket-requests'
import { formatInteger, formatPercent, formatSigned, formatThousands, formatVnd } from '../../../lib/numbers'
import { formatClock } from '../../../lib/time'
import { useCsvExport } from '../../../lib/export/export-target'
import { useNow } from '../../../lib/use-now'
import { portfolioStaleMs, usePortfolio } from '../hooks/use-portfolio'
import { useAccountStrings } from '../strings'
import { PartFrame } from './part-frame'
import { SellAllConfirm } from './sell-all-confirm'
import { HoldingBracket } from './holding-bracket'
import { useBracketStrings } from '../bracket-strings'

/**
 * The portfolio of the ordering sub-account (group E, `.4`): average cost, last price, market
 * value, unrealised P&L, sellable shares, buying power, and "sell all" of a symbol in two steps
 * (the question here, then the order ticket with its own confirmation).
 */
export function HoldingsPart() {
  const t = useAccountStrings()
  const { t: tr } = useTranslation('account')
  const query = usePortfolio()
  const view = query.data
  const [asking, setAsking] = useState<{ symbol: string; quantity: number } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // A holding's take-profit / stop-loss form (stops held by the core).
  const [bracket, setBracket] = useState<{ symbol: string; sellable: number } | null>(null)
  const b = useBracketStrings()
  const { t: tb } = useTranslation('accountBracket')
  const now = useNow(query.dataUpdatedAt > 0, 5_000)
  const stale = query.dataUpdatedAt > 0 && now - query.dataUpdatedAt > portfolioStaleMs

  // Export to CSV: the portfolio, numbers raw (prices in the header's ×1,000 VND, P&L % as shown).
  useCsvExport(
    'portfolio',
    [
      { header: t.holdings.symbol, value: (h) => h.symbol },
      { header: t.holdings.qty, value: (h) => h.quantity },
      { header: t.holdings.sellable, value: (h) => h.sellable },
      { header: t.holdings.avg, value: (h) => h.avgPrice / 1000 },
      { header: t.holdings.last, value: (h) => h.lastPrice / 1000 },
      { header: t.holdings.value, value: (h) => h.marketValue },
      { header: t.holdings.pnl, value: (h) => h.pnl },
      { header: t.holdings.pnlPct, value: (h) => h.pnlPercent },
    ],
    view?.rows ?? [],
  )
  const openTicket = (symbol: string, quantity: number) => {
    setAsking(null)
    const heard = requestTicket({ kind: 'new', side: 'SELL', symbol, quantity, confirm: true })
    setNotice(heard ? null : t.holdings.noTicket)
  }

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
          <span data-testid="holdings-buying-power">{formatVnd(view.buyingPower)}</span> · {t.holdings.cash}{' '}
          <span data-testid="holdings-cash">{formatVnd(view.cash)}</span>
        </p>
      )}
      {stale && (
        <p className="account-stale" role="status" data-testid="holdings-stale">
          {tr('holdings.stale', { time: formatClock(query.dataUpdatedAt) })}
        </p>
      )}
      {asking && (
        <SellAllConfirm
          symbol={asking.symbol}
          quantity={asking.quantity}
          onYes={() => openTicket(asking.symbol, asking.quantity)}
          onNo={() => setAsking(null)}
        />
      )}
      {bracket && (
        <HoldingBracket
          key={bracket.symbol}
          symbol={bracket.symbol}
          sellable={bracket.sellable}
          onClose={() => setBracket(null)}
        />
      )}
      {notice !== null && (
        <p className="account-error" role="alert" data-testid="sell-all-notice">
          {notice}
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
            <th />
          </tr>
        </thead>
        <tbody>
          {view?.rows.map((h) => (
            <tr key={h.symbol} data-testid="holding-row" data-symbol={h.symbol}>
              <td className="sym">{h.symbol}</td>
              <td className="num">{formatInteger(h.quantity)}</td>
              <td className="num" data-testid="holding-sellable">
                {formatInteger(h.sellable)}
              </td>
              <td className="num">{formatThousands(h.avgPrice)}</td>
              <td className="num">{formatThousands(h.lastPrice)}</td>
              <td className="num">{formatVnd(h.marketValue)}</td>
              <td className={`num ${h.pnl < 0 ? 'neg' : 'pos'}`} data-testid="holding-pnl">
                {formatSigned(h.pnl, 0)}
              </td>
              <td className={`num ${h.pnlPercent < 0 ? 'neg' : 'pos'}`} data-testid="holding-pnl-pct">
                {formatPercent(h.pnlPercent)}
              </td>
              <td>
                <button
                  type="button"
                  className="account-button"
                  data-testid="sell-all"
                  disabled={h.sellable <= 0}
                  aria-label={tr('holdings.sellAllOf', { symbol: h.symbol })}
                  title={h.sellable <= 0 ? t.holdings.nothingSellable : undefined}
                  onClick={() => {
                    setNotice(null)
                    setAsking({ symbol: h.symbol, quantity: h.sellable })
                  }}
                >
                  {t.holdings.sellAll}
                </button>{' '}
                <button
                  type="button"
                  className="account-button"
                  data-testid="holding-bracket-open"
                  disabled={h.sellable <= 0}
                  aria-label={tb('openOf', { symbol: h.symbol })}
                  onClick={() => setBracket({ symbol: h.symbol, sellable: h.sellable })}
                >
                  {b.open}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view?.rows.length === 0 && <p className="account-muted">{t.holdings.none}</p>}
    </PartFrame>
  )
}
