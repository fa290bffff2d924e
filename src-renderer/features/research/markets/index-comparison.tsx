import { useMemo, useState } from 'react'
import { marketIndexCodes, type MarketIndexCode } from '../../../../src-shared/schemas/index-realtime'
import { fixed, formatIndexLevel } from '../../../lib/numbers'
import { EChart } from '../components/echart'
import { Panel } from '../components/panels'
import { SeriesChart, type SeriesSpec } from '../components/series-chart'
import { billions, signed } from '../lib/format'
import { groupedBreadthOption } from './breadth-option'
import { currentPalette } from './heat-map-option'
import { indexRanges, percentFromFirst, type IndexRange } from './index-ranges'
import { useMarketsStrings } from './strings'
import { useIndexBreadths, useIndexHistories, useIndices } from './use-markets'

/** One line colour per index (custom properties of markets.css, darker in the light theme). */
const lineColour = (i: number) => `--mk-line-${String(i + 1)}`
const changeClass = (n: number | null | undefined) =>
  n === null || n === undefined || n === 0 ? 'price-ref' : n > 0 ? 'price-up' : 'price-down'
const order = (code: string) => marketIndexCodes.indexOf(code as MarketIndexCode)

/**
 * The five exchange indices side by side: level, change, % change and traded value today, their
 * performance over a chosen range as lines from a common 0 %, and their breadth as bars.
 */
export function IndexComparison({ theme }: { readonly theme: string }) {
  const t = useMarketsStrings()
  const [range, setRange] = useState<IndexRange>('1M')
  const indices = useIndices()
  const histories = useIndexHistories(range)
  const breadths = useIndexBreadths()

  const rows = useMemo(
    () => [...(indices.data ?? [])].sort((a, b) => order(a.symbol) - order(b.symbol)),
    [indices.data],
  )
  const lines = useMemo(
    (): SeriesSpec[] =>
      marketIndexCodes.map((code, i) => ({
        key: code,
        kind: 'line',
        color: lineColour(i),
        points: percentFromFirst(histories.data[i] ?? []),
      })),
    [histories.data],
  )
  const overRange = (code: string) => lines.find((l) => l.key === code)?.points.at(-1)?.value ?? null

  // Re-read the board colours when the theme changes (they live in CSS custom properties).
  const palette = useMemo(() => currentPalette(), [theme]) // eslint-disable-line react-hooks/exhaustive-deps
  const breadthOption = useMemo(
    () =>
      groupedBreadthOption(
        marketIndexCodes,
        breadths.data.map((b) => b ?? { advances: null, declines: null, nochanges: null }),
        palette,
        t.breadth,
      ),
    [breadths.data, palette, t.breadth],
  )

  return (
    <>
      <Panel id="indices" title={t.indices.title} query={indices} empty={rows.length === 0}>
        <table className="rd-table mk-indices" data-testid="mk-indices">
          <thead>
            <tr>
              <th scope="col">{t.indices.index}</th>
              <th scope="col">{t.indices.level}</th>
              <th scope="col">{t.indices.change}</th>
              <th scope="col">{t.indices.changePercent}</th>
              <th scope="col">{t.indices.value}</th>
              <th scope="col">
                {t.indices.rangeChange} ({range})
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.symbol} data-symbol={r.symbol} data-value={r.value ?? ''}>
                <th scope="row">
                  <span
                    className={`mk-swatch mk-swatch-${String(order(r.symbol) + 1 || i + 1)}`}
                    aria-hidden
                  />
                  {r.symbol}
                </th>
                <td className={changeClass(r.change)}>
                  {r.value === null || r.value === undefined ? '–' : formatIndexLevel(r.value)}
                </td>
                <td className={changeClass(r.change)}>{signed(r.change)}</td>
                <td className={changeClass(r.change)}>{signed(r.change_percent)}%</td>
                <td>{billions(r.traded_value)}</td>
                <td className={changeClass(overRange(r.symbol))}>{signed(overRange(r.symbol))}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel
        id="index-lines"
        title={t.indices.performance}
        query={histories}
        extra={
          <span className="rd-tabs" role="radiogroup" aria-label={t.indices.range} data-testid="mk-range">
            {indexRanges.map((r) => (
              <button
                key={r}
                type="button"
                role="radio"
                aria-checked={range === r}
                onClick={() => setRange(r)}
              >
                {r}
              </button>
            ))}
          </span>
        }
      >
        <SeriesChart
          series={lines}
          theme={theme}
          label={t.indices.performance}
          formatValue={(v) => `${fixed(1).format(v)}%`}
        />
        <p
          className="mk-legend"
          data-testid="mk-lines"
          data-points={lines.reduce((n, l) => n + l.points.length, 0)}
        >
          {marketIndexCodes.map((code, i) => (
            <span key={code}>
              <span className={`mk-swatch mk-swatch-${String(i + 1)}`} aria-hidden />
              {code}
            </span>
          ))}
        </p>
      </Panel>
      <Panel id="index-breadth" title={t.indices.breadthTitle} query={breadths}>
        <EChart option={breadthOption} theme={theme} label={t.indices.breadthTitle} className="mk-bars" />
      </Panel>
    </>
  )
}
