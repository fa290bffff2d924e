import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { useScreenerStrings } from '../screener/strings'
import { MacroCard } from './macro-card'
import { macroGroupOf, macroGroups, type MacroGroup } from './macro-groups'
import { useMacroCatalog } from './use-macro'
import { ErrorLine } from '../screener/error-line'
import '../components/detail.css'
import './macro.css'

const spans = [12, 24, 48] as const

/**
 * `?view=macro`: the macro catalog as dashboards (prices and money, growth, trade, labour), each a
 * set of cards: the latest value and its period, and the series — months as a time series on
 * lightweight-charts, quarters and years as bars on ECharts (one bar per published period).
 */
export function MacroWindow() {
  const s = useScreenerStrings().macro
  const { i18n } = useTranslation()
  const en = i18n.language === 'en'
  const theme = useWorkspaceStore((st) => st.snapshot?.ui.theme ?? 'dark')
  const catalog = useMacroCatalog()
  const [group, setGroup] = useState<MacroGroup>('prices')
  const [span, setSpan] = useState<number>(24)

  useEffect(() => {
    document.title = s.title
  }, [s.title])

  const present = useMemo(
    () => macroGroups.filter((g) => (catalog.data?.items ?? []).some((i) => macroGroupOf(i.id) === g)),
    [catalog.data],
  )
  const shown = (catalog.data?.items ?? []).filter((i) => macroGroupOf(i.id) === group)

  return (
    <div className="macro" data-testid="macro-window" data-group={group}>
      <header className="rd-header">
        <h1 className="rd-title">{s.title}</h1>
        <div className="mc-groups" role="radiogroup" aria-label={s.group}>
          {present.map((g) => (
            <label key={g} className={g === group ? 'mc-group mc-on' : 'mc-group'}>
              <input
                type="radio"
                name="macro-group"
                value={g}
                checked={g === group}
                onChange={() => setGroup(g)}
              />
              {s.groups[g]}
            </label>
          ))}
        </div>
        <label className="mc-span">
          <span>{s.periods}</span>
          <select value={span} data-testid="mc-span" onChange={(e) => setSpan(Number(e.target.value))}>
            {spans.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </header>
      {catalog.isPending && <p className="rd-status mc-pad">…</p>}
      {catalog.error !== null && (
        <div className="mc-pad">
          <ErrorLine error={catalog.error} />
        </div>
      )}
      <main className="mc-cards">
        {shown.map((indicator) => (
          <MacroCard key={indicator.id} indicator={indicator} span={span} en={en} theme={theme} />
        ))}
      </main>
    </div>
  )
}
