import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  screenerFields,
  type SavedScreen,
  type ScreenFilters,
} from '../../../../src-shared/schemas/research/screen'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { openDetailWindow } from '../commands'
import { ErrorLine } from './error-line'
import { problemWords } from './problem-words'
import { SavedScreens } from './saved-screens'
import { emptyForm, toFilters, toForm, type ScreenForm } from './screen-form'
import { ScreenFormView } from './screen-form-view'
import { screenerColumns } from './screener-columns'
import { ScreenerGrid } from './screener-grid'
import { SendResults } from './send-results'
import { useScreenerStrings } from './strings'
import { useScreen, useSectorTree } from './use-screener'
import './screener.css'

/**
 * `?view=screener`: the `/market/stocks` screener. The form's filters are checked here (in words,
 * nothing sent while a problem remains), the server filters the whole market and pages the rows
 * (a hundred at a time, "load more" for the next); results go to a watchlist or a board. Enter on a
 * row opens its detail; Ctrl+Enter screens from anywhere in the window.
 */
export function ScreenerWindow() {
  const s = useScreenerStrings()
  const { t, i18n } = useTranslation('screener')
  const theme = useWorkspaceStore((st) => st.snapshot?.ui.theme ?? 'dark')
  const keys = useRef(0)
  const nextKey = useCallback(() => ++keys.current, [])
  const [form, setForm] = useState<ScreenForm>(emptyForm)
  const [sent, setSent] = useState<ScreenFilters | null>(() => {
    const first = toFilters(emptyForm)
    return first.ok ? first.filters : null
  })
  const [run, setRun] = useState(0)
  const [problems, setProblems] = useState<readonly string[]>([])
  const screen = useScreen(sent, run)
  const sectors = useSectorTree()
  const locale = i18n.language === 'en' ? 'en' : 'vi'

  useEffect(() => {
    document.title = s.title
  }, [s.title])

  const submit = useCallback(() => {
    const result = toFilters(form)
    if (!result.ok) {
      setProblems(result.problems.map((p) => problemWords(p, t, s)))
      return
    }
    setProblems([])
    setSent(result.filters)
    setRun((r) => r + 1)
  }, [form, t, s])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault()
        submit()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [submit])

  const current = useMemo(() => {
    const r = toFilters(form)
    return r.ok ? r.filters : null
  }, [form])
  const load = (saved: SavedScreen) => {
    setForm(toForm(saved.filters, nextKey))
    setProblems([])
    setSent(saved.filters)
    setRun((r) => r + 1)
  }

  const rows = useMemo(() => (screen.data?.pages ?? []).flatMap((p) => p.items), [screen.data])
  const total = screen.data?.pages[0]?.total ?? 0
  const sectorNames = useMemo(
    () =>
      new Map((sectors.data ?? []).map((r) => [r.slug, locale === 'en' ? (r.name_en ?? r.name) : r.name])),
    [sectors.data, locale],
  )
  const columns = useMemo(
    () => screenerColumns(sent?.fields ?? screenerFields, s, (slug) => sectorNames.get(slug) ?? slug),
    [sent?.fields, s, sectorNames],
  )
  const openDetail = useCallback((symbol: string) => openDetailWindow(symbol, null), [])

  return (
    <div className="screener" data-testid="screener-window">
      <header className="sc-header">
        <h1>{s.title}</h1>
        <span className="sc-hint">{s.unitsHint}</span>
      </header>
      <div className="sc-body">
        <aside className="sc-side">
          <ScreenFormView
            form={form}
            onChange={setForm}
            onSubmit={submit}
            nextKey={nextKey}
            sectors={sectors.data ?? []}
            locale={locale}
            problems={problems}
            busy={screen.isFetching && !screen.isFetchingNextPage}
          />
          <SavedScreens current={current} onLoad={load} />
        </aside>
        <main className="sc-main">
          <div className="sc-bar">
            <span
              className="sc-count"
              data-testid="sc-count"
              data-total={screen.isSuccess ? total : ''}
              aria-live="polite"
            >
              {screen.isSuccess && (total === 0 ? s.none : t('shown', { shown: rows.length, total }))}
            </span>
            <SendResults filters={sent} loaded={rows.map((r) => r.symbol)} total={total} />
          </div>
          {screen.error !== null && <ErrorLine error={screen.error} lead={s.failed} />}
          <ScreenerGrid
            rows={rows}
            columns={columns}
            theme={theme}
            label={s.results}
            onOpen={openDetail}
            gridWords={{ noRowsToShow: s.none, loadingOoo: s.running }}
            updatedAt={screen.dataUpdatedAt}
          />
          {screen.hasNextPage && (
            <button
              type="button"
              className="sc-more"
              data-testid="sc-more"
              disabled={screen.isFetchingNextPage}
              onClick={() => void screen.fetchNextPage()}
            >
              {s.loadMore}
            </button>
          )}
        </main>
      </div>
    </div>
  )
}
