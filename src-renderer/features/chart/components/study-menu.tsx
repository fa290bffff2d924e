import { useEffect, useRef } from 'react'
import type { ChartResolution, Drawing, StudyConfig } from '../../../../src-shared/bridge/contract'
import { studyConfigSchema, studyKinds, studyLabel, studyParams } from '../lib/studies/study-config'
import { useChartStrings } from '../strings'

export interface StudyMenuProps {
  readonly symbol: string
  readonly resolution: ChartResolution
  readonly studies: readonly StudyConfig[]
  readonly onStudies: (next: readonly StudyConfig[]) => void
  readonly drawings: readonly Drawing[]
  readonly onDrawings: (next: readonly Drawing[]) => void
  readonly formatPrice: (price: number) => string
  readonly onClose: () => void
}

/**
 * The studies of one chart and the lines drawn on its symbol: add a study, change its numbers,
 * remove it; remove lines. Keyboard first: focus starts on the first control, Tab moves, Escape
 * closes and hands the keys back to the chart.
 */
export function StudyMenu(props: StudyMenuProps) {
  const t = useChartStrings()
  const box = useRef<HTMLDivElement>(null)
  const { onClose } = props
  useEffect(() => {
    const before = document.activeElement
    box.current?.querySelector<HTMLElement>('input, button')?.focus()
    return () => {
      if (before instanceof HTMLElement) before.focus()
    }
  }, [])

  const change = (index: number, param: string, text: string) => {
    const config = props.studies[index]
    if (config === undefined) return
    const parsed = studyConfigSchema.safeParse({ ...config, [param]: Number(text) })
    // A number being typed ("" or "0" on the way to "20") waits until it is a valid one.
    if (!parsed.success) return
    props.onStudies(props.studies.map((s, i) => (i === index ? parsed.data : s)))
  }

  return (
    <div
      className="chart-menu"
      role="dialog"
      aria-label={t.studies.title}
      data-testid="chart-study-menu"
      ref={box}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        e.stopPropagation()
        onClose()
      }}
    >
      <div className="chart-menu-head">
        <strong>
          {t.studies.title} · {props.symbol} {t.resolutions[props.resolution]}
        </strong>
        <button type="button" onClick={onClose} aria-label="Esc">
          Esc
        </button>
      </div>
      <section>
        <h3>{t.studies.chosen}</h3>
        {props.studies.length === 0 && <p className="chart-menu-empty">{t.studies.none}</p>}
        <ul className="chart-menu-list">
          {props.studies.map((config, i) => (
            <li key={`${config.kind}-${String(i)}`} data-testid="chart-study">
              <span className="chart-menu-name" title={t.studies.names[config.kind]}>
                {studyLabel(config)}
                {config.kind === 'vwap' && props.resolution === '1D' && (
                  <em className="chart-menu-note"> ({t.studies.intradayOnly})</em>
                )}
              </span>
              {studyParams(config).map(([param, value]) => (
                <label key={param} className="chart-menu-param">
                  {t.studies.params[param as keyof typeof t.studies.params]}
                  <input
                    type="number"
                    defaultValue={value}
                    step={param === 'width' ? 0.5 : 1}
                    onChange={(e) => change(i, param, e.target.value)}
                  />
                </label>
              ))}
              <button type="button" onClick={() => props.onStudies(props.studies.filter((_, j) => j !== i))}>
                {t.studies.remove}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t.studies.add}</h3>
        <div className="chart-menu-add">
          {studyKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              data-study={kind}
              onClick={() => props.onStudies([...props.studies, studyConfigSchema.parse({ kind })])}
            >
              {t.studies.names[kind]}
            </button>
          ))}
        </div>
      </section>
      <section>
        <h3>
          {t.drawing.lines} {props.symbol}
        </h3>
        {props.drawings.length === 0 && <p className="chart-menu-empty">{t.drawing.noLines}</p>}
        <ul className="chart-menu-list">
          {props.drawings.map((d) => (
            <li key={d.id} data-testid="chart-drawing">
              <span className="chart-menu-name">
                {d.kind === 'level'
                  ? `${t.drawing.level} ${props.formatPrice(d.price)}`
                  : `${t.drawing.trend} ${props.formatPrice(d.from.price)} → ${props.formatPrice(d.to.price)}`}
              </span>
              <button
                type="button"
                onClick={() => props.onDrawings(props.drawings.filter((x) => x.id !== d.id))}
              >
                {t.studies.remove}
              </button>
            </li>
          ))}
        </ul>
        {props.drawings.length > 1 && (
          <button type="button" onClick={() => props.onDrawings([])}>
            {t.drawing.removeAll}
          </button>
        )}
      </section>
      <p className="chart-menu-hint">{t.studies.hint}</p>
    </div>
  )
}
