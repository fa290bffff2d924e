import { useTranslation } from 'react-i18next'
import { useEffect, useRef, type ReactNode } from 'react'
import { useResearchStrings } from '../strings'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { useWindowSymbol } from '../../../lib/workspace/use-window-symbol'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { bridgeErrorOf } from '../../../i18n/error-words'
import { useQuote } from '../hooks/use-research'
import { EventsPanel, ProfilePanel, RatiosPanel } from './company-panels'
import { FlowsPanel, SupplyDemandPanel } from './flow-panels'
import { BookPanel, QuotePanel } from './quote-panels'
import { AnalystPanel } from './analyst-panel'
import { FinancialsSection } from './financials-section'
import { InsiderPanel } from './insider-panel'
import { useDetailStrings } from './strings'
import { SectionShownProvider, useShownSections } from './shown-sections'
import { useSettled } from './use-settled'
import type { DetailSection } from '../../../../src-shared/research/detail-reads'
import { SymbolField } from '../../../components/symbol-field'
import '../components/detail.css'
import './detail-sections.css'

const defaultSymbol = 'FPT'
/**
 * How long a new symbol must stay before the window reads it: less than a person takes to look at a
 * symbol, more than a held arrow key's repeat on a linked board (about 33 ms).
 */
const settleMs = 200
const windowKey = 'detail-window'

type SectionId = DetailSection

/**
 * The candle chart of another feature, composed in by the app (app/detail-window.tsx). `shown` is
 * true while the chart section is on screen and `symbol` has settled: held back, the chart reads
 * nothing and holds no ticker feed, like every other section.
 */
export type DetailChartSlot = (props: {
  readonly symbol: string
  readonly theme: string
  readonly shown: boolean
}) => ReactNode

/**
 * `?view=detail&symbol=FPT&link=red`: one company at a glance, in sections reachable by the keys
 * 1–6 — overview (quote, book, profile), chart, flows (investor-type supply and demand, foreign and
 * proprietary), financials (chart, statements, ratios), insiders and research, events. Every part
 * loads on its own, and only while its section is on screen (the reads of each section:
 * src-shared/research/detail-reads.ts): a switch of symbol reads what is shown, the core's research
 * cache answers the company data for minutes, a symbol passed in less than `settleMs` is not read,
 * and a read the switch superseded is dropped. Opened from a board row (Shift+D) it joins that board's colour group: a row
 * selected there shows here, a symbol typed here is sent to them.
 */
export function SymbolDetailWindow({
  params,
  chart: Chart,
}: {
  readonly params: URLSearchParams
  readonly chart?: DetailChartSlot
}) {
  const t = useResearchStrings()
  const d = useDetailStrings()
  const { t: tr } = useTranslation('researchDetail')
  const theme = useWorkspaceStore((s) => s.snapshot?.ui.theme ?? 'dark')
  const { symbol, draft, setDraft, draftError, submit, group } = useWindowSymbol(params, windowKey, {
    fallback: defaultSymbol,
    badSymbol: t.badSymbol,
  })
  const input = useRef<HTMLInputElement>(null)
  const sections = useRef(new Map<SectionId, HTMLElement>())

  useEffect(() => {
    document.title = `${symbol} · ${t.detailTitle}`
  }, [symbol, t.detailTitle])

  const ids: readonly SectionId[] = [
    'overview',
    ...(Chart === undefined ? [] : (['chart'] as const)),
    'flows',
    'financials',
    'insiders',
    'events',
  ]
  // A symbol passed on the way to another is never read; what is cached for it still shows.
  const reading = useSettled(symbol, settleMs) === symbol
  const quote = useQuote(symbol, { enabled: reading })
  const reference = quote.data?.reference ?? null
  const unknown = quote.error !== null && bridgeErrorOf(quote.error).kind === 'not-found'
  const { shown, reveal } = useShownSections(sections, 'overview', unknown)

  const goTo = (id: SectionId) => {
    reveal(id)
    const el = sections.current.get(id)
    el?.scrollIntoView({ block: 'start' })
    el?.focus({ preventScroll: true })
  }
  const goToRef = useRef(goTo)
  goToRef.current = goTo
  const idsRef = useRef(ids)
  idsRef.current = ids

  // "/" selects the symbol field; 1–6 go to a section. Not while typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      if (e.key === '/') {
        e.preventDefault()
        input.current?.select()
        return
      }
      const id = idsRef.current[Number(e.key) - 1]
      if (id === undefined) return
      e.preventDefault()
      goToRef.current(id)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const section = (id: SectionId, children: ReactNode) => (
    <section
      key={id}
      className={`rd-section rd-section-${id}`}
      aria-label={d.section[id]}
      tabIndex={-1}
      data-testid={`rd-section-${id}`}
      data-shown={shown.has(id)}
      ref={(el) => {
        if (el === null) sections.current.delete(id)
        else sections.current.set(id, el)
      }}
    >
      <h2 className="rd-section-title">{d.section[id]}</h2>
      <SectionShownProvider value={reading && shown.has(id)}>{children}</SectionShownProvider>
    </section>
  )

  return (
    <div className="research-detail" data-testid="detail-window" data-symbol={symbol}>
      <header className="rd-header">
        <SymbolField
          classPrefix="rd"
          label={t.symbol}
          hint={t.symbolHint}
          draft={draft}
          onDraft={setDraft}
          error={draftError}
          onSubmit={submit}
          ref={input}
        />
        <h1 className="rd-title">{symbol}</h1>
        {group !== null && (
          <span className={`chart-link link-${group}`} title={t.linkedHint} data-testid="detail-link">
            {t.linked}
          </span>
        )}
        <nav className="rd-nav" aria-label={d.sections} title={d.sectionsHint}>
          {ids.map((id, i) => (
            <button key={id} type="button" onClick={() => goTo(id)} disabled={unknown}>
              <kbd>{i + 1}</kbd> {d.section[id]}
            </button>
          ))}
        </nav>
        <span className="rd-unit">{t.unit}</span>
      </header>
      {unknown ? (
        <p className="rd-unknown" role="alert" data-testid="rd-unknown-symbol">
          {tr('unknownSymbol', { symbol })}
        </p>
      ) : (
        <main className="rd-sections">
          {section(
            'overview',
            <div className="rd-body">
              <QuotePanel symbol={symbol} />
              <BookPanel symbol={symbol} reference={reference} />
              <ProfilePanel symbol={symbol} />
            </div>,
          )}
          {Chart !== undefined &&
            section(
              'chart',
              <div className="rd-panel rd-candles" data-testid="rd-chart">
                <Chart symbol={symbol} theme={theme} shown={reading && shown.has('chart')} />
              </div>,
            )}
          {section(
            'flows',
            <div className="rd-body">
              <SupplyDemandPanel symbol={symbol} theme={theme} />
              <FlowsPanel symbol={symbol} theme={theme} />
            </div>,
          )}
          {section(
            'financials',
            <div className="rd-stack">
              <FinancialsSection symbol={symbol} theme={theme} />
              <RatiosPanel symbol={symbol} />
            </div>,
          )}
          {section(
            'insiders',
            <div className="rd-body rd-two">
              <InsiderPanel symbol={symbol} />
              <AnalystPanel symbol={symbol} />
            </div>,
          )}
          {section('events', <EventsPanel symbol={symbol} />)}
        </main>
      )}
    </div>
  )
}
