import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { symbolSchema } from '../../../../src-shared/bridge/contract'
import { callQuery } from '../../../lib/bridge/call-query'
import { formatInteger, formatThousands } from '../../../lib/numbers'
import { useCsvExport } from '../../../lib/export/export-target'
import { useAccountStrings } from '../strings'
import { Pager } from './pager'
import { PartFrame } from './part-frame'
import { SubAccountSelect } from './sub-account-select'

const pageSize = 10

export function MatchesPart() {
  const t = useAccountStrings()
  const [symbolText, setSymbolText] = useState('')
  const [side, setSide] = useState<'B' | 'S' | ''>('')
  const [subAccount, setSubAccount] = useState<'normal' | 'margin'>('normal')
  const [pageIndex, setPageIndex] = useState(1)
  const symbol = symbolSchema.safeParse(symbolText).success ? symbolText : undefined
  const query = useQuery({
    ...callQuery('account.matches', {
      subAccount,
      pageIndex,
      pageSize,
      ...(symbol === undefined ? {} : { symbol }),
      ...(side === '' ? {} : { side }),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })
  // Export to CSV: this page of matched trades, numbers raw (price in the header's ×1,000 VND).
  useCsvExport(
    'matched-trades',
    [
      { header: t.matches.time, value: (r) => r.timeExec },
      { header: t.matches.symbol, value: (r) => r.symbol },
      { header: t.matches.side, value: (r) => (r.side === 'B' ? t.matches.buy : t.matches.sell) },
      { header: t.matches.qty, value: (r) => r.qtty },
      { header: t.matches.price, value: (r) => r.price / 1000 },
      { header: t.matches.order, value: (r) => r.orderId },
    ],
    query.data?.rows ?? [],
  )
  const pages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / pageSize))
  return (
    <PartFrame
      id="matches"
      title={t.matches.title}
      query={query}
      tools={
        <>
          <SubAccountSelect
            value={subAccount}
            onChange={(next) => {
              setSubAccount(next)
              setPageIndex(1)
            }}
          />
          <input
            className="account-input"
            aria-label={t.matches.symbol}
            placeholder={t.matches.symbol}
            value={symbolText}
            maxLength={12}
            data-testid="matches-symbol"
            onChange={(e) => {
              setSymbolText(e.target.value.trim().toUpperCase())
              setPageIndex(1)
            }}
          />
          <select
            aria-label={t.matches.side}
            value={side}
            data-testid="matches-side"
            onChange={(e) => {
              setSide(e.target.value === 'B' || e.target.value === 'S' ? e.target.value : '')
              setPageIndex(1)
            }}
          >
            <option value="">{t.matches.all}</option>
            <option value="B">{t.matches.buy}</option>
            <option value="S">{t.matches.sell}</option>
          </select>
        </>
      }
    >
      <table className="account-table">
        <thead>
          <tr>
            <th>{t.matches.time}</th>
            <th>{t.matches.symbol}</th>
            <th>{t.matches.side}</th>
            <th className="num">{t.matches.qty}</th>
            <th className="num">{t.matches.price}</th>
            <th>{t.matches.order}</th>
          </tr>
        </thead>
        <tbody>
          {query.data?.rows.map((r) => (
            <tr key={r.tradeId} data-testid="match-row">
              <td>{r.timeExec.slice(11, 19)}</td>
              <td className="sym">{r.symbol}</td>
              <td className={r.side === 'B' ? 'side-buy' : 'side-sell'}>
                {r.side === 'B' ? t.matches.buy : t.matches.sell}
              </td>
              <td className="num">{formatInteger(r.qtty)}</td>
              <td className="num">{formatThousands(r.price)}</td>
              <td className="account-muted">{r.orderId}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.data?.rows.length === 0 && <p className="account-muted">{t.matches.none}</p>}
      <Pager pageIndex={pageIndex} pages={pages} onPage={setPageIndex} />
    </PartFrame>
  )
}
