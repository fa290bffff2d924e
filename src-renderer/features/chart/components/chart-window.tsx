import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react'
import { symbolSchema, type ChartArrangement, type StudyKind } from '../../../../src-shared/bridge/contract'
import { CommandPalette } from '../../../components/command-palette'
import { SymbolField } from '../../../components/symbol-field'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { useUrlLinkGroup } from '../../../lib/workspace/use-url-link-group'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { layoutIdFrom, useChartLayout } from '../hooks/use-chart-layout'
import { cycleArrangement, shownCells, toggleOneSymbol, withArrangement, withCell } from '../lib/chart-layout'
import { isFuturesSymbol } from '../lib/plot-candles'
import { defaultStudy } from '../lib/studies/study-config'
import { useChartStrings } from '../strings'
import type { PaletteItem } from '../../../lib/commands/palette-search'
import { chartPaletteItems } from './chart-palette-items'
import { SymbolChart, type ChartRequest } from './symbol-chart'
import './chart.css'

const defaultSymbol = 'FPT'
const windowKey = 'chart-window'

function urlSymbol(params: URLSearchParams): string | null {
  const parsed = symbolSchema.safeParse(params.get('symbol')?.toUpperCase())
  return parsed.success ? parsed.data : null
}

/**
 * `?view=chart&symbol=FPT&link=red`: one, two or four charts, each its own symbol and width (or one
 * symbol at four widths), live from the board feed, with their studies; the layout is saved in the
 * settings file (`&chart=<id>` names it, else the trader's main one). Opened from a board row it
 * joins that board's colour group: a row selected there shows in the active chart, and a symbol
 * typed here goes to the group.
 */
export function ChartWindow({ params }: { readonly params: URLSearchParams }) {
  const t = useChartStrings()
  const theme = useWorkspaceStore((s) => s.snapshot?.ui.theme ?? 'dark')
  const fromUrl = useMemo(() => urlSymbol(params), [params])
  const { layout, update } = useChartLayout(layoutIdFrom(params), fromUrl, defaultSymbol)
  const cells = layout === null ? [] : shownCells(layout)
  const [activeChoice, setActive] = useState(0)
  const active = Math.min(activeChoice, Math.max(0, cells.length - 1))
  const activeCell = cells[active]
  const symbol = activeCell?.symbol ?? fromUrl ?? defaultSymbol
  const activeRef = useRef(active)
  useEffect(() => {
    activeRef.current = active
  })

  const { group, select } = useUrlLinkGroup(params, windowKey, (linked) =>
    update((l) => withCell(l, activeRef.current, { symbol: linked })),
  )
  const [draft, setDraft] = useState(symbol)
  const [draftError, setDraftError] = useState<string | null>(null)
  const [shownSymbol, setShownSymbol] = useState(symbol)
  if (shownSymbol !== symbol) {
    setShownSymbol(symbol)
    setDraft(symbol)
  }
  const input = useRef<HTMLInputElement>(null)
  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    const parsed = symbolSchema.safeParse(draft.trim().toUpperCase())
    if (!parsed.success) {
      setDraftError(t.badSymbol)
      return
    }
    setDraftError(null)
    update((l) => withCell(l, active, { symbol: parsed.data }))
    select(parsed.data)
    // Back to the chart, so its keys work at once.
    input.current?.blur()
  }

  const [request, setRequest] = useState<(ChartRequest & { readonly cell: number }) | null>(null)
  const ask = (action: ChartRequest['action']) =>
    setRequest((r) => ({ n: (r?.n ?? 0) + 1, action, cell: activeRef.current }))
  const [palette, setPalette] = useState(false)

  const symbols = [...new Set(cells.map((c) => c.symbol))].join(' · ') || symbol
  useEffect(() => {
    document.title = `${symbols} · ${t.windowTitle}`
  }, [symbols, t.windowTitle])

  // The palette's lines are built when it opens (an event), from the layout then.
  const [paletteItems, setPaletteItems] = useState<PaletteItem[]>([])
  const openPalette = () => {
    if (layout === null) return
    setPaletteItems(
      chartPaletteItems(t, layout, {
        request: ask,
        addStudy: (kind: StudyKind) =>
          update((l) => {
            const cell = shownCells(l)[activeRef.current]
            return cell === undefined
              ? l
              : withCell(l, activeRef.current, { studies: [...cell.studies, defaultStudy(kind)] })
          }),
        arrange: (arrangement: ChartArrangement) => update((l) => withArrangement(l, arrangement)),
        toggleOneSymbol: () => update(toggleOneSymbol),
      }),
    )
    setPalette(true)
  }
  const openPaletteRef = useRef(openPalette)
  useEffect(() => {
    openPaletteRef.current = openPalette
  })

  // Window keys: "/" the symbol field, L the arrangement, Shift+L one symbol at four widths,
  // [ and ] the active chart, Ctrl+K the palette. A chart's own keys are SymbolChart's.
  const count = cells.length
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        openPaletteRef.current()
        return
      }
      if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      if (e.key === '/') input.current?.select()
      else if (e.key === 'l') update(cycleArrangement)
      else if (e.key === 'L') update(toggleOneSymbol)
      else if (e.key === ']') setActive((a) => (Math.min(a, count - 1) + 1) % count)
      else if (e.key === '[') setActive((a) => (Math.min(a, count - 1) - 1 + count) % count)
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [update, count])

  return (
    <div className="chart-window" data-testid="chart-window" data-symbol={symbol}>
      <header className="chart-header">
        <SymbolField
          classPrefix="chart"
          formClassName="chart-symbol-form"
          label={t.symbol}
          hint={t.symbolHint}
          draft={draft}
          onDraft={setDraft}
          error={draftError}
          onSubmit={submit}
          ref={input}
        />
        {group !== null && (
          <span className={`chart-link link-${group}`} title={t.linkedHint} data-testid="chart-link">
            {t.linked}
          </span>
        )}
        {layout !== null && (
          <div className="chart-arrangements" role="group" aria-label={t.layout.label} title={t.layout.hint}>
            <span className="chart-label">{t.layout.label}</span>
            {(['1', '2', '4'] as const).map((a) => (
              <button
                key={a}
                type="button"
                aria-pressed={layout.arrangement === a}
                className={layout.arrangement === a ? 'active' : ''}
                onClick={() => update((l) => withArrangement(l, a))}
              >
                {a}
              </button>
            ))}
            <button
              type="button"
              aria-pressed={layout.oneSymbol}
              className={layout.oneSymbol ? 'active' : ''}
              title={t.layout.oneSymbolHint}
              onClick={() => update(toggleOneSymbol)}
            >
              {t.layout.oneSymbol}
              <kbd>⇧L</kbd>
            </button>
          </div>
        )}
        <span className="chart-unit">{isFuturesSymbol(symbol) ? t.unitFutures : t.unitStock}</span>
      </header>
      <div className="chart-grid" data-arrangement={layout?.arrangement ?? '1'} data-testid="chart-grid">
        {cells.map((cell, i) => (
          <section
            key={i}
            className={`chart-cell${i === active && cells.length > 1 ? ' active' : ''}`}
            data-testid="chart-cell"
            data-symbol={cell.symbol}
            data-resolution={cell.resolution}
            aria-current={i === active}
            title={i === active && cells.length > 1 ? t.layout.active : undefined}
            // Pointer, not mouse: a press on a level cancels the mouse events (level-dragger.ts).
            onPointerDownCapture={() => setActive(i)}
          >
            <SymbolChart
              symbol={cell.symbol}
              theme={theme}
              label={cells.length > 1 ? cell.symbol : undefined}
              resolution={cell.resolution}
              onResolution={(resolution) => update((l) => withCell(l, i, { resolution }))}
              studies={cell.studies}
              onStudies={(studies) => update((l) => withCell(l, i, { studies: [...studies] }))}
              keys={i === active}
              request={request?.cell === i ? request : null}
            />
          </section>
        ))}
      </div>
      {palette && (
        <CommandPalette
          title={t.palette.title}
          placeholder={t.palette.placeholder}
          empty={t.palette.empty}
          items={paletteItems}
          groupLabel={(g) => (g === 'window' ? t.layout.label : t.studies.button)}
          onClose={() => setPalette(false)}
        />
      )}
    </div>
  )
}
