import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  chartResolutions,
  type ChartResolution,
  type StudyConfig,
} from '../../../../src-shared/bridge/contract'
import { BridgeCallError } from '../../../lib/bridge/query'
import { openAlertsWindow } from '../../../lib/alerts/open-alerts-window'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { formatClock } from '../../../lib/time'
import { useErrorWords } from '../../../i18n/error-words'
import { useChartHistory } from '../hooks/use-chart-history'
import { newDrawingId, useDrawings } from '../hooks/use-drawings'
import { useLiveCandle } from '../hooks/use-live-candle'
import { useChosenLevel } from '../hooks/use-chosen-level'
import { useSymbolExchange } from '../hooks/use-symbol-exchange'
import { chartAlertFill } from '../lib/alert-target'
import { defaultStudies } from '../lib/chart-layout'
import { chartPriceFormat, chartPriceFormatter, toPlotCandles } from '../lib/plot-candles'
import { historyScale } from '../lib/price-scale'
import { useChartStrings } from '../strings'
import { CandleChart } from './candle-chart'
import { StudyMenu } from './study-menu'
import './chart.css'

export type ChartTool = 'level' | 'trend'

/** Asks a chart to do something from outside it (the window's palette): a new `n` each time. */
export interface ChartRequest {
  readonly n: number
  readonly action: 'menu' | 'level' | 'trend' | 'alert'
}

export interface SymbolChartProps {
  readonly symbol: string
  readonly theme: string
  /** The width, when the window keeps it (a chart window's layout); otherwise the chart's own. */
  readonly resolution?: ChartResolution
  readonly onResolution?: (resolution: ChartResolution) => void
  readonly initialResolution?: ChartResolution
  /** The studies, when the window keeps them; otherwise the volume pane alone. */
  readonly studies?: readonly StudyConfig[]
  readonly onStudies?: (next: readonly StudyConfig[]) => void
  /**
   * The window's keys go to this chart: 1–5 the widths, S the studies, H a level, T a trend line,
   * A a price alert (at the level under the pointer, the pointer's price or the last price).
   * The chart window gives them to its active chart; the detail window keeps its digits.
   */
  readonly keys?: boolean
  readonly request?: ChartRequest | null
  /** The symbol shown at the start of the toolbar (when the window has several charts). */
  readonly label?: string | undefined
  /**
   * False holds the chart back (default true): it reads no history or drawings and holds no ticker
   * feed, showing what is cached. The detail window's chart is active only while on screen with a
   * settled symbol (issue 24).
   */
  readonly active?: boolean
}

/**
 * One symbol's candles with its width picker, studies, drawn lines and status line: the chart
 * window's body (one per chart of its layout), and the chart the app composes into the
 * symbol-detail window (app/detail-window.tsx).
 */
export function SymbolChart(props: SymbolChartProps) {
  const { symbol, theme } = props
  const active = props.active ?? true
  const t = useChartStrings()
  const words = useErrorWords()
  const [ownResolution, setOwnResolution] = useState<ChartResolution>(props.initialResolution ?? '5')
  const resolution = props.resolution ?? ownResolution
  const setResolution = props.onResolution ?? setOwnResolution
  const [ownStudies, setOwnStudies] = useState<readonly StudyConfig[]>(defaultStudies)
  const studies = props.studies ?? ownStudies
  const setStudies = props.onStudies ?? setOwnStudies
  const { drawings, save: saveDrawings } = useDrawings(symbol, active)
  const { t: tr, i18n } = useTranslation('chart')
  const language = i18n.language === 'en' ? 'en' : 'vi'
  const level = useChosenLevel(symbol, drawings, saveDrawings)
  const chosenLevel = level.chosen
  const [menu, setMenu] = useState(false)
  const [tool, setTool] = useState<{ kind: ChartTool; first: { time: number; price: number } | null } | null>(
    null,
  )
  const pointerPrice = useRef<number | null>(null)

  const history = useChartHistory(symbol, resolution, active)
  // The history's unit is checked against the board's reference once the quote has arrived.
  const [reference, setReference] = useState<number | null>(null)
  const scale = useMemo(
    () => historyScale(history.data?.candles.map((c) => c.close) ?? [], reference),
    [history.data, reference],
  )
  const candles = useMemo(() => toPlotCandles(history.data?.candles ?? [], scale), [history.data, scale])
  const base = `${symbol}|${resolution}|${String(history.data?.at ?? 0)}|${String(scale)}`
  const quote = useLiveCandle(symbol, resolution, base, candles.at(-1), active)
  const quoteReference = quote.row?.refPrice ?? null
  if (quoteReference !== reference) setReference(quoteReference)

  const lastPrice = quote.live?.close ?? candles.at(-1)?.close ?? null
  // A level where the pointer is on the candles, else at the last price (keyboard only).
  const addLevel = (price: number | null) => {
    if (price !== null && price > 0) level.add(price)
  }
  const act = (action: ChartRequest['action']) => {
    if (action === 'menu') setMenu(true)
    else if (action === 'level') addLevel(pointerPrice.current ?? lastPrice)
    else if (action === 'alert')
      // Off the chart, the chosen level is where the alert goes (keyboard only).
      openAlertsWindow(
        chartAlertFill(symbol, pointerPrice.current ?? chosenLevel?.price ?? null, lastPrice, drawings),
      )
    else setTool({ kind: 'trend', first: null })
  }
  const actRef = useRef(act)
  const levelKeyRef = useRef(level.onKey)
  useEffect(() => {
    actRef.current = act
    levelKeyRef.current = level.onKey
  })
  // Only a request made after this chart was drawn acts (not one it is mounted with).
  const seenRequest = useRef(props.request?.n)
  const request = props.request ?? null
  useEffect(() => {
    if (request === null || request.n === seenRequest.current) return
    seenRequest.current = request.n
    actRef.current(request.action)
  }, [request])

  const onPick = (point: { time: number; price: number }) => {
    if (tool === null) return
    if (tool.kind === 'level') {
      addLevel(point.price)
      setTool(null)
    } else if (tool.first === null) {
      setTool({ kind: 'trend', first: point })
    } else {
      saveDrawings([...drawings, { kind: 'trend', id: newDrawingId(), from: tool.first, to: point }])
      setTool(null)
    }
  }

  const keys = props.keys === true && !menu
  const { choose } = level
  useEffect(() => {
    if (!keys) return
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      const next = chartResolutions[Number(e.key) - 1]
      const key = e.key.toLowerCase()
      if (next !== undefined) setResolution(next)
      else if (key === 's' && !e.shiftKey) actRef.current('menu')
      else if (key === 'h' && !e.shiftKey) actRef.current('level')
      else if (key === 't' && !e.shiftKey) actRef.current('trend')
      else if (key === 'a' && !e.shiftKey) actRef.current('alert')
      else if (e.key === 'Escape') {
        setTool(null)
        choose(null)
      } else if (!levelKeyRef.current(e)) return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [keys, setResolution, choose])

  const historyError = history.error instanceof BridgeCallError ? history.error.bridgeError : null
  // A code the market does not list says so, not "no history" (issue 15).
  const unknownSymbol = quote.unknown === true
  const noHistory =
    !unknownSymbol &&
    historyError !== null &&
    (historyError.status === 404 || historyError.kind === 'not-found')
  const formatPrice = useMemo(() => chartPriceFormatter(symbol), [symbol])
  // The axis steps by the listing's tick (read for every stock chart; the core keeps it for minutes).
  const exchange = useSymbolExchange(symbol)
  const ceiling = quote.row?.ceilPrice ?? null
  const top = useMemo(
    () => candles.reduce((high, c) => Math.max(high, c.high), ceiling ?? 0) || null,
    [candles, ceiling],
  )
  const priceFormat = useMemo(() => chartPriceFormat(symbol, exchange, top), [symbol, exchange, top])

  return (
    <>
      <div className="chart-toolbar">
        {props.label !== undefined && <strong className="chart-cell-symbol">{props.label}</strong>}
        <div
          className="chart-resolutions"
          role="radiogroup"
          aria-label={t.resolutionHint}
          title={t.resolutionHint}
        >
          {chartResolutions.map((r, i) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={r === resolution}
              className={r === resolution ? 'active' : ''}
              onClick={() => setResolution(r)}
            >
              {t.resolutions[r]}
              {props.keys === true && <kbd>{i + 1}</kbd>}
            </button>
          ))}
        </div>
        <div className="chart-tools">
          <button type="button" data-testid="chart-studies-button" onClick={() => setMenu(true)}>
            {t.studies.button}
            {props.keys === true && <kbd>S</kbd>}
          </button>
          <button
            type="button"
            aria-pressed={tool?.kind === 'level'}
            onClick={() => setTool(tool?.kind === 'level' ? null : { kind: 'level', first: null })}
          >
            {t.drawing.levelTool}
            {props.keys === true && <kbd>H</kbd>}
          </button>
          <button
            type="button"
            aria-pressed={tool?.kind === 'trend'}
            onClick={() => setTool(tool?.kind === 'trend' ? null : { kind: 'trend', first: null })}
          >
            {t.drawing.trendTool}
            {props.keys === true && <kbd>T</kbd>}
          </button>
        </div>
        <div className="chart-status" role="status">
          {chosenLevel !== null && tool === null && (
            <span className="chart-tool-hint" data-testid="chart-chosen-level">
              {tr('drawing.chosenLevel', { price: formatPrice(chosenLevel.price) })}
            </span>
          )}
          {tool !== null && (
            <span className="chart-tool-hint">
              {tool.kind === 'level'
                ? t.drawing.pickLevel
                : tool.first === null
                  ? t.drawing.pickFirst
                  : t.drawing.pickSecond}
            </span>
          )}
          {history.isPending && active && !unknownSymbol && <span>{t.loading}</span>}
          {unknownSymbol && (
            <span className="chart-error" data-testid="chart-unknown-symbol">
              {t.unknownSymbol}
            </span>
          )}
          {noHistory && <span>{t.noHistory}</span>}
          {historyError !== null && !noHistory && !unknownSymbol && (
            <span className="chart-error">
              {t.historyError}: {words(historyError)}{' '}
              <button type="button" onClick={() => void history.refetch()}>
                {t.retry}
              </button>
            </span>
          )}
          {quote.error !== null && (
            <span className="chart-error" title={quote.error.message}>
              {t.liveError}: {words(quote.error)}
              {quote.retry !== null && (
                <>
                  {' '}
                  <button type="button" onClick={quote.retry}>
                    {t.retry}
                  </button>
                </>
              )}
            </span>
          )}
          {quote.at !== null && (
            <span className="chart-updated">
              {t.lastUpdate} {formatClock(quote.at)}
            </span>
          )}
        </div>
      </div>
      <CandleChart
        key={priceFormat.unit}
        candles={candles}
        live={quote.live}
        levels={{
          reference,
          ceiling,
          floor: quote.row?.floorPrice ?? null,
        }}
        levelLabels={t.levels}
        formatPrice={formatPrice}
        priceFormat={priceFormat}
        theme={theme}
        studies={studies}
        drawings={drawings}
        resolution={resolution}
        onPick={onPick}
        onPointerPrice={(price) => {
          pointerPrice.current = price
        }}
        language={language}
        chosenLevel={chosenLevel?.id ?? null}
        levelTicks={level.ticks}
        onLevelChosen={level.choose}
        onLevelMoved={level.move}
      />
      {menu && (
        <StudyMenu
          symbol={symbol}
          resolution={resolution}
          studies={studies}
          onStudies={setStudies}
          drawings={drawings}
          onDrawings={saveDrawings}
          formatPrice={formatPrice}
          onClose={() => setMenu(false)}
        />
      )}
    </>
  )
}
