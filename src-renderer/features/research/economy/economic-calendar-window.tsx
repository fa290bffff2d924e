import { useQuery } from '@tanstack/react-query'
import { Fragment, useEffect, useMemo, useState } from 'react'
import type { CalendarEvent } from '../../../../src-shared/schemas/research/info'
import { callQuery } from '../../../lib/bridge/call-query'
import { isTransient } from '../../../lib/bridge/query'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { formatClock } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { Panel } from '../components/panels'
import {
  byDay,
  economies,
  filterReleases,
  formatFigure,
  requestRange,
  surprise,
  weekOf,
  type Economy,
} from './releases'
import { vnIsoDate } from '../../../../src-shared/market/vietnam-calendar'
import { useEconomyStrings } from './strings'
import './economy.css'

const valueFields = ['actual', 'consensus', 'forecast', 'previous'] as const

/**
 * `?view=economic-calendar`: the week's releases of six economies (Vietnam first), by Vietnam day
 * with today marked; filters by economy and importance; actual against consensus coloured better or
 * worse. PageUp/PageDown change the week.
 */
export function EconomicCalendarWindow() {
  const t = useEconomyStrings()
  const locale = useWorkspaceStore((s) => s.snapshot?.ui.locale ?? 'vi')
  const [weeks, setWeeks] = useState(0)
  const [shownEconomies, setShownEconomies] = useState<ReadonlySet<string>>(() => new Set(economies))
  const [minImportance, setMinImportance] = useState<1 | 2 | 3>(1)
  // A minute's clock: a window left open past midnight moves today's mark (and the week) with it.
  const now = useNow(true, 60_000)
  const week = useMemo(() => weekOf(now, weeks), [now, weeks])
  const today = vnIsoDate(now)
  const range = requestRange(week)

  useEffect(() => {
    document.title = t.title
  }, [t.title])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target) || e.altKey || e.ctrlKey || e.metaKey) return
      if (e.key === 'PageUp' || e.key === 'PageDown') {
        e.preventDefault()
        setWeeks((w) => w + (e.key === 'PageUp' ? -1 : 1))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // One read of every economy for the week, shared by every filter (the core caches it 5 minutes);
  // filtering a few dozen releases here costs no quota, a call per filter would.
  const releases = useQuery({
    ...callQuery('research.calendar', range),
    staleTime: 60_000,
    refetchInterval: 300_000,
    retry: (count, error) => count < 2 && isTransient(error),
  })
  const shown = useMemo(
    () => filterReleases(releases.data ?? [], week, { economies: shownEconomies, minImportance }),
    [releases.data, week, shownEconomies, minImportance],
  )
  const days = useMemo(() => byDay(shown, week.days), [shown, week.days])
  const name = (e: CalendarEvent) => (locale === 'vi' && e.event_vi ? e.event_vi : e.event)
  const weekLabel = `${week.from.slice(8)}/${week.from.slice(5, 7)} – ${week.to.slice(8)}/${week.to.slice(5, 7)}/${week.to.slice(0, 4)}`

  return (
    <div
      className="economic-calendar"
      data-testid="economic-calendar"
      data-from={week.from}
      data-to={week.to}
      data-count={shown.length}
      data-loaded={releases.isSuccess ? 'true' : 'false'}
    >
      <header className="rd-header econ-header">
        <h1 className="rd-title">{t.title}</h1>
        <span className="econ-nav" title={t.keysHint}>
          <button type="button" onClick={() => setWeeks((w) => w - 1)} aria-label={t.previousWeek}>
            ‹
          </button>
          <span className="econ-week" data-testid="econ-week">
            {weekLabel}
          </span>
          <button type="button" onClick={() => setWeeks((w) => w + 1)} aria-label={t.nextWeek}>
            ›
          </button>
          <button type="button" onClick={() => setWeeks(0)} disabled={weeks === 0}>
            {t.thisWeek}
          </button>
        </span>
        <span className="econ-economies" role="group" aria-label={t.economies}>
          {economies.map((code: Economy) => (
            <button
              key={code}
              type="button"
              role="checkbox"
              aria-checked={shownEconomies.has(code)}
              title={t.economyNames[code]}
              data-testid={`econ-toggle-${code}`}
              onClick={() =>
                setShownEconomies((set) => {
                  const next = new Set(set)
                  if (next.has(code)) next.delete(code)
                  else next.add(code)
                  return next
                })
              }
            >
              {code}
            </button>
          ))}
        </span>
        <label className="econ-field">
          {t.importance}{' '}
          <select
            data-testid="econ-importance"
            value={minImportance}
            onChange={(e) => setMinImportance(Number(e.target.value) as 1 | 2 | 3)}
          >
            {([1, 2, 3] as const).map((level) => (
              <option key={level} value={level}>
                {t.importanceLevels[level]}
              </option>
            ))}
          </select>
        </label>
        <span className="rd-unit">
          {shown.length} {t.count} · {t.note}
        </span>
      </header>
      <Panel id="economic-calendar" title={`${t.title} ${weekLabel}`} query={releases}>
        <table className="rd-table econ-table" data-testid="econ-table">
          <thead>
            <tr>
              <th>{t.time}</th>
              <th>{t.economy}</th>
              <th>{t.importance}</th>
              <th className="econ-event">{t.event}</th>
              {valueFields.map((f) => (
                <th key={f} className="econ-value">
                  {t[f]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {week.days.map((date, i) => {
              const list = days.get(date) ?? []
              const isToday = date === today
              return (
                <Fragment key={date}>
                  <tr
                    className={`econ-day${isToday ? ' econ-today' : ''}`}
                    data-testid="econ-day"
                    data-date={date}
                    {...(isToday ? { 'aria-current': 'date' as const } : {})}
                  >
                    <th colSpan={4 + valueFields.length} scope="colgroup">
                      {t.weekdays[i]} {date.slice(8)}/{date.slice(5, 7)}
                      {isToday && <span className="econ-today-mark"> · {t.today}</span>}
                      {list.length === 0 && <span className="econ-none"> · {t.none}</span>}
                    </th>
                  </tr>
                  {list.map((e) => {
                    const s = surprise(e)
                    return (
                      <tr
                        key={e.id}
                        data-testid="econ-row"
                        data-id={e.id}
                        data-country={e.country}
                        data-importance={e.importance ?? 1}
                        className={isToday ? 'econ-row-today' : ''}
                      >
                        <td>{formatClock(e.time).slice(0, 5)}</td>
                        <td
                          title={(t.economyNames as Readonly<Record<string, string | undefined>>)[e.country]}
                        >
                          {e.country}
                        </td>
                        <td className={`econ-stars econ-imp-${String(e.importance ?? 1)}`}>
                          {'★'.repeat(e.importance ?? 1)}
                        </td>
                        <td className="econ-event">{name(e)}</td>
                        {valueFields.map((f) => (
                          <td
                            key={f}
                            data-field={f}
                            data-value={e[f] ?? ''}
                            className={`econ-value${f === 'actual' && s !== null ? ` econ-${s}` : ''}`}
                            title={
                              f === 'actual'
                                ? s === null
                                  ? e.actual
                                    ? undefined
                                    : t.pending
                                  : t[s]
                                : undefined
                            }
                          >
                            {formatFigure(e[f], e.unit)}
                          </td>
                        ))}
                      </tr>
                    )
                  })}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </Panel>
    </div>
  )
}
