import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { symbolSchema } from '../../../../src-shared/bridge/contract'
import type { CorporateEvent } from '../../../../src-shared/schemas/events'
import { useResearchStrings } from '../strings'
import { callQuery } from '../../../lib/bridge/call-query'
import { isTransient } from '../../../lib/bridge/query'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { useNow } from '../../../lib/use-now'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import {
  addMonths,
  byDate,
  dateFields,
  monthGrid,
  monthRange,
  orderByOf,
  type DateField,
  type YearMonth,
} from '../lib/calendar-month'
import { eventScopes, eventsShown, heldSymbols, marksOf, type EventScope } from '../lib/event-scope'
import { Panel } from './panels'
import './calendar.css'
import { vnIsoDate, vnParts } from '../../../../src-shared/market/vietnam-calendar'

type EventType = 0 | 1 | 2 | 3

function thisMonth(): YearMonth {
  const { year, month } = vnParts(Date.now())
  return { year, month }
}

/**
 * `?view=events-calendar`: group C corporate events by month — a month grid or a list — filed under
 * the chosen date (ex-rights, record or execution), filtered by type, one symbol, the symbols of the
 * watchlists or those held in the account; events of held (●) and watched (★) symbols are marked.
 * PageUp/PageDown change the month.
 */
export function EventCalendarWindow() {
  const t = useResearchStrings()
  const c = t.calendar
  const [month, setMonth] = useState(thisMonth)
  // Today's cell is marked; a minute's clock moves the mark past midnight.
  const today = vnIsoDate(useNow(true, 60_000))
  const [view, setView] = useState<'month' | 'list'>('month')
  const [type, setType] = useState<EventType>(0)
  const [field, setField] = useState<DateField>('registrationDate')
  const [symbolDraft, setSymbolDraft] = useState('')
  const [scope, setScope] = useState<EventScope>('all')
  const watchlists = useWorkspaceStore((s) => s.snapshot?.watchlists)
  const watched = useMemo(() => new Set((watchlists ?? []).flatMap((w) => w.symbols)), [watchlists])
  // Holdings of the ordering sub-account (group E portfolio): group A's account calls carry cash,
  // trades, margin and derivative positions, but no stock holdings.
  const portfolio = useQuery({
    ...callQuery('account.portfolio', {}),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: (count, error) => count < 2 && isTransient(error),
  })
  const held = useMemo(() => heldSymbols(portfolio.data?.rows ?? []), [portfolio.data])
  const sets = useMemo(() => ({ watched, held }), [watched, held])
  const symbol = symbolSchema.safeParse(symbolDraft.trim().toUpperCase()).data

  useEffect(() => {
    document.title = c.title
  }, [c.title])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target) || e.altKey || e.ctrlKey || e.metaKey) return
      if (e.key === 'PageUp' || e.key === 'PageDown') {
        e.preventDefault()
        setMonth((m) => addMonths(m, e.key === 'PageUp' ? -1 : 1))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const range = monthRange(month)
  const events = useQuery({
    ...callQuery('events.search', {
      ...(symbol === undefined ? {} : { symbol }),
      type,
      orderBy: orderByOf[field],
      startDate: range.start,
      endDate: range.end,
      limit: 500,
    }),
    staleTime: 300_000,
    retry: (count, error) => count < 2 && isTransient(error),
  })
  const shown = useMemo(
    () => eventsShown(events.data ?? [], { scope, sets, field, start: range.start, end: range.end }),
    [events.data, scope, sets, field, range.start, range.end],
  )
  const filed = useMemo(() => byDate(shown, field), [shown, field])
  // The list shows the chosen date first and the other two after it.
  const otherFields = dateFields.filter((f) => f !== field)
  const typeName = (e: CorporateEvent) =>
    (t.events.types as Readonly<Record<number, string | undefined>>)[e.type] ?? ''
  const markText = { held: c.heldMark, watched: c.watchedMark } as const
  const marked = (e: CorporateEvent) => {
    const marks = marksOf(e.symbol, sets)
    return {
      className: marks.map((m) => ` cal-${m}`).join(''),
      title: marks.map((m) => ` · ${markText[m]}`).join(''),
      sign: marks.map((m) => (m === 'held' ? ' ●' : ' ★')).join(''),
    }
  }
  const chip = (e: CorporateEvent) => {
    const m = marked(e)
    return (
      <li
        key={e.eventID}
        className={`cal-event cal-type-${e.type}${m.className}`}
        title={`${e.title ?? ''}${m.title}`}
        data-symbol={e.symbol}
      >
        <strong>{e.symbol}</strong>
        {m.sign} {typeName(e)}
      </li>
    )
  }
  const heldFailed = scope === 'held' && portfolio.isError
  const monthLabel = `${String(month.month).padStart(2, '0')}/${month.year}`

  return (
    <div
      className="event-calendar"
      data-testid="events-calendar"
      data-month={range.start.slice(0, 7)}
      data-count={shown.length}
      data-loaded={events.isSuccess && !events.isFetching ? 'true' : 'false'}
    >
      <header className="rd-header cal-header">
        <h1 className="rd-title">{c.title}</h1>
        <span className="cal-nav" title={c.keysHint}>
          <button type="button" onClick={() => setMonth((m) => addMonths(m, -1))} aria-label={c.previous}>
            ‹
          </button>
          <span className="cal-month" data-testid="cal-month">
            {monthLabel}
          </span>
          <button type="button" onClick={() => setMonth((m) => addMonths(m, 1))} aria-label={c.next}>
            ›
          </button>
          <button type="button" onClick={() => setMonth(thisMonth())}>
            {c.today}
          </button>
        </span>
        <span className="rd-tabs" role="radiogroup" aria-label={c.view}>
          {(['month', 'list'] as const).map((v) => (
            <button key={v} type="button" role="radio" aria-checked={view === v} onClick={() => setView(v)}>
              {c[v]}
            </button>
          ))}
        </span>
        <label>
          {c.type}{' '}
          <select
            data-testid="cal-type"
            value={type}
            onChange={(e) => setType(Number(e.target.value) as EventType)}
          >
            <option value={0}>{c.allTypes}</option>
            {([1, 2, 3] as const).map((k) => (
              <option key={k} value={k}>
                {t.events.types[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {c.dateField}{' '}
          <select
            data-testid="cal-field"
            value={field}
            onChange={(e) => setField(e.target.value as DateField)}
          >
            {dateFields.map((f) => (
              <option key={f} value={f}>
                {c.dateFields[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {c.symbol}{' '}
          <input
            className="rd-symbol"
            data-testid="cal-symbol"
            value={symbolDraft}
            title={c.symbolHint}
            spellCheck={false}
            onChange={(e) => setSymbolDraft(e.target.value.toUpperCase())}
          />
        </label>
        <label>
          {c.scope}{' '}
          <select
            data-testid="cal-scope"
            value={scope}
            onChange={(e) => setScope(e.target.value as EventScope)}
          >
            {eventScopes.map((k) => (
              <option key={k} value={k}>
                {{ all: c.allSymbols, watched: c.watched, held: c.held }[k]}
              </option>
            ))}
          </select>
        </label>
        {scope === 'held' && (
          <span className="cal-held-count" data-testid="cal-held-count">
            {heldFailed ? c.heldUnavailable : `${String(held.size)} ${c.heldCount}`}
          </span>
        )}
        <span className="rd-unit">
          {shown.length} {c.count} · {c.legend}
        </span>
      </header>
      <Panel
        id="calendar"
        title={`${c[view]} ${monthLabel}`}
        query={scope === 'held' && (portfolio.isPending || portfolio.isError) ? portfolio : events}
        empty={view === 'list' && shown.length === 0}
        emptyText={c.none}
      >
        {view === 'month' ? (
          <div className="cal-grid" role="grid" aria-label={monthLabel}>
            {c.weekdays.map((d) => (
              <div key={d} className="cal-weekday" role="columnheader">
                {d}
              </div>
            ))}
            {monthGrid(month).map((cell) => (
              <div
                key={cell.date}
                role="gridcell"
                className={`cal-day${cell.inMonth ? '' : ' cal-outside'}${cell.date === today ? ' cal-today' : ''}`}
                data-date={cell.date}
                {...(cell.date === today ? { 'aria-current': 'date' as const } : {})}
              >
                <span className="cal-day-number">{cell.day}</span>
                {cell.inMonth && <ul>{(filed.get(cell.date) ?? []).map(chip)}</ul>}
              </div>
            ))}
          </div>
        ) : (
          <table className="rd-table cal-list" data-testid="cal-list">
            <thead>
              <tr>
                <th>{c.dateFields[field]}</th>
                <th>{c.symbol}</th>
                <th>{c.type}</th>
                {otherFields.map((f) => (
                  <th key={f}>{c.dateFields[f]}</th>
                ))}
                <th>{c.event}</th>
              </tr>
            </thead>
            <tbody>
              {[...filed.entries()]
                .sort(([a], [b]) => a.localeCompare(b))
                .flatMap(([date, list]) =>
                  list.map((e) => (
                    <tr
                      key={e.eventID}
                      className={marked(e).className.trim()}
                      title={marked(e).title.slice(3)}
                    >
                      <td>{date}</td>
                      <td>
                        <strong>{e.symbol}</strong>
                        {marked(e).sign}
                      </td>
                      <td>{typeName(e)}</td>
                      {otherFields.map((f) => (
                        <td key={f}>{(e[f] ?? '').slice(0, 10)}</td>
                      ))}
                      <td>{e.title}</td>
                    </tr>
                  )),
                )}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  )
}
