import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StockSubAccount } from '../../../../src-shared/bridge/contract'
import { callQuery } from '../../../lib/bridge/call-query'
import { formatVnd } from '../../../lib/numbers'
import { useAccountStrings } from '../strings'
import { Pager } from './pager'
import { PartFrame } from './part-frame'
import { SubAccountSelect } from './sub-account-select'

const pageSize = 20

export function CashPart() {
  const t = useAccountStrings()
  const [subAccount, setSubAccount] = useState<StockSubAccount>('normal')
  const [pageIndex, setPageIndex] = useState(1)
  const query = useQuery({
    ...callQuery('account.cash', { subAccount, pageIndex, pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  })
  const pages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / pageSize))
  return (
    <PartFrame
      id="cash"
      title={t.cash.title}
      query={query}
      tools={
        <SubAccountSelect
          value={subAccount}
          onChange={(next) => {
            setSubAccount(next)
            setPageIndex(1)
          }}
        />
      }
    >
      <table className="account-table">
        <thead>
          <tr>
            <th>{t.cash.account}</th>
            <th className="num">{t.cash.bod}</th>
            <th className="num">{t.cash.balance}</th>
            <th className="num">{t.cash.pp0}</th>
            <th className="num">{t.cash.bank}</th>
          </tr>
        </thead>
        <tbody>
          {query.data?.rows.map((r) => (
            <tr key={r.accountNo}>
              <td>{r.accountNo}</td>
              <td className="num">{formatVnd(r.bodBalance)}</td>
              <td className="num" data-testid="cash-balance">
                {formatVnd(r.cashBalance)}
              </td>
              <td className="num">{formatVnd(r.pp0forBF)}</td>
              <td className="num">{formatVnd(r.bankAvlBalanceBF)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager pageIndex={pageIndex} pages={pages} onPage={setPageIndex} />
    </PartFrame>
  )
}
