import { useEffect, useRef, type SyntheticEvent } from 'react'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { useWindowSymbol } from '../../../lib/workspace/use-window-symbol'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { isFuturesSymbol } from '../lib/plot-candles'
import { useChartStrings } from '../strings'
import { SymbolChart } from './symbol-chart'
import { SymbolField } from '../../../components/symbol-field'
import './chart.css'

const defaultSymbol = 'FPT'
const windowKey = 'chart-window'

/**
 * `?view=chart&symbol=FPT&link=red`: one symbol's candles and volume, live from the board feed.
 * Opened from a board row (C) it joins that board's colour group, so selecting a row there (or in
 * any window of the colour) shows the symbol here; typing a symbol here sends it to them.
 */
export function ChartWindow({ params }: { readonly params: URLSearchParams }) {
  const t = useChartStrings()
  const theme = useWorkspaceStore((s) => s.snapshot?.ui.theme ?? 'dark')
  const {
    symbol,
    draft,
    setDraft,
    draftError,
    submit: submitSymbol,
    group,
  } = useWindowSymbol(params, windowKey, { fallback: defaultSymbol, badSymbol: t.badSymbol })
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    document.title = `${symbol} · ${t.windowTitle}`
  }, [symbol, t.windowTitle])

  // "/": the symbol field (keys 1–5, the widths, are SymbolChart's). Not while typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      e.preventDefault()
      input.current?.select()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const submit = (e: SyntheticEvent) => {
    // Back to the chart, so the width keys work at once.
    if (submitSymbol(e)) input.current?.blur()
  }

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
        <span className="chart-unit">{isFuturesSymbol(symbol) ? t.unitFutures : t.unitStock}</span>
      </header>
      <SymbolChart symbol={symbol} theme={theme} widthKeys />
    </div>
  )
}
