import { useState } from 'react'
import type { InsiderFilters } from '../../../../src-shared/bridge/contract'
import { Panel } from '../components/panels'
import { count } from '../lib/format'
import { FilterSelect } from './filter-fields'
import { useDetailStrings } from './strings'
import { useInsiderTrades } from './use-detail-queries'

type Side = NonNullable<InsiderFilters['side']>
type Status = NonNullable<InsiderFilters['status']>
const sides: readonly Side[] = ['buy', 'sell']
const statuses: readonly Status[] = ['registered', 'completed', 'cancelled']

/** Insiders' and major holders' registered and executed trades, filtered by the server. */
export function InsiderPanel({ symbol }: { readonly symbol: string }) {
  const t = useDetailStrings().insider
  const [side, setSide] = useState<Side | ''>('')
  const [status, setStatus] = useState<Status | ''>('')
  const trades = useInsiderTrades(symbol, {
    ...(side === '' ? {} : { side }),
    ...(status === '' ? {} : { status }),
  })
  const items = trades.data ?? []
  return (
    <Panel
      id="insider"
      title={t.title}
      query={trades}
      empty={items.length === 0}
      emptyText={t.none}
      controls={
        <div className="rd-filters">
          <FilterSelect
            label={t.side}
            value={side}
            allLabel={t.all}
            options={sides.map((s) => ({ value: s, label: t.sides[s] }))}
            onChange={setSide}
            testId="rd-insider-side"
          />
          <FilterSelect
            label={t.status}
            value={status}
            allLabel={t.all}
            options={statuses.map((s) => ({ value: s, label: t.statuses[s] }))}
            onChange={setStatus}
            testId="rd-insider-status"
          />
        </div>
      }
    >
      <div className="rd-scroll">
        <table className="rd-table rd-insider-table">
          <thead>
            <tr>
              <th className="rd-text">{t.holder}</th>
              <th>{t.side}</th>
              <th>{t.status}</th>
              <th>{t.registered}</th>
              <th>{t.executed}</th>
              <th>{t.after}</th>
              <th>{t.period}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((x) => (
              <tr key={x.id} data-id={x.id}>
                <td className="rd-text" title={x.position ?? ''}>
                  {x.holder_name}
                  {x.position ? <span className="rd-muted"> · {x.position}</span> : null}
                </td>
                <td className={x.side === 'buy' ? 'price-up' : x.side === 'sell' ? 'price-down' : ''}>
                  {(t.sides as Readonly<Record<string, string | undefined>>)[x.side] ?? x.side}
                </td>
                <td>{(t.statuses as Readonly<Record<string, string | undefined>>)[x.status] ?? x.status}</td>
                <td>{count(x.registered_volume)}</td>
                <td>{count(x.executed_volume)}</td>
                <td>{count(x.after_volume)}</td>
                <td>
                  {x.start_date ?? '–'} → {x.end_date ?? '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}
