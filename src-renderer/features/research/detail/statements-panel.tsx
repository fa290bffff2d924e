import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '../components/panels'
import { billions } from '../lib/format'
import { statementTable } from './statement-table'
import { useDetailStrings } from './strings'
import { useStatements, type PeriodKind, type StatementType } from './use-detail-queries'

export const statementTypes: readonly StatementType[] = ['income_statement', 'balance_sheet', 'cash_flow']

/** One statement, four periods side by side (oldest left), in billions of VND; a balance sheet is checked. */
export function StatementsPanel(props: {
  readonly symbol: string
  readonly type: StatementType
  readonly onType: (type: StatementType) => void
  readonly period: PeriodKind
  readonly page: number
  readonly controls: ReactNode
}) {
  const t = useDetailStrings().financials
  const { t: tr, i18n } = useTranslation('researchDetail')
  const locale = i18n.language === 'en' ? 'en' : 'vi'
  const statements = useStatements(props.symbol, props.type, props.period, props.page)
  const table = useMemo(
    () => (statements.data === undefined ? null : statementTable(statements.data, locale, props.type)),
    [statements.data, locale, props.type],
  )
  const unbalanced = table?.balance?.filter((b) => !b.balanced).map((b) => b.period) ?? []
  return (
    <Panel
      id="statements"
      title={t.title}
      query={statements}
      empty={table !== null && table.periods.length === 0}
      extra={
        <span className="rd-tabs" role="radiogroup" aria-label={t.type}>
          {statementTypes.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={props.type === type}
              onClick={() => props.onType(type)}
            >
              {t.types[type]}
            </button>
          ))}
        </span>
      }
      controls={props.controls}
    >
      {table !== null && (
        <>
          <div className="rd-scroll">
            <table className="rd-table rd-statement" data-type={props.type}>
              <thead>
                <tr>
                  <th className="rd-text">{t.item}</th>
                  {table.periods.map((p) => (
                    <th key={p}>{p}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key} data-key={row.key} className={row.total ? 'rd-total' : ''}>
                    <th scope="row">{row.label}</th>
                    {row.values.map((v, i) => (
                      <td key={table.periods[i]} data-value={v ?? ''}>
                        {billions(v)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {table.balance !== null && (
            <p
              className={`rd-status ${unbalanced.length === 0 ? 'rd-ok' : 'rd-error'}`}
              data-testid="rd-balance-check"
              data-balanced={unbalanced.length === 0}
            >
              {unbalanced.length === 0
                ? `✓ ${t.balanced}`
                : tr('financials.unbalanced', { periods: unbalanced.join(', ') })}
            </p>
          )}
        </>
      )}
    </Panel>
  )
}
