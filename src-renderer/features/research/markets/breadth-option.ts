import type { EChartOption } from '../components/echart'
import { themeColor } from '../components/echart'
import type { Palette } from './heat-map-tiles'

export interface BreadthCounts {
  readonly advances: number | null
  readonly declines: number | null
  readonly nochanges: number | null
  readonly ceiling?: number | null | undefined
  readonly floor?: number | null | undefined
}

export interface BreadthLabels {
  readonly advances: string
  readonly declines: string
  readonly nochanges: string
  readonly ceiling: string
  readonly floor: string
}

const axisColours = () => ({ text: themeColor('--muted'), line: themeColor('--border') })

/** What both breadth charts share: no animation, a legend on top, the axis tooltip. */
const frame = (text: string) => ({
  animation: false,
  grid: { left: 8, right: 12, top: 28, bottom: 8, containLabel: true },
  legend: { top: 0, textStyle: { color: text } },
  tooltip: { trigger: 'axis' as const },
})

/**
 * Members up, unchanged and down per sector, as one stacked horizontal bar each (heaviest sector at
 * the top, as in the heat map's list).
 */
export function stackedBreadthOption(
  categories: readonly string[],
  rows: readonly BreadthCounts[],
  palette: Palette,
  labels: BreadthLabels,
): EChartOption {
  const { text, line } = axisColours()
  const part = (key: 'advances' | 'nochanges' | 'declines', color: string) => ({
    type: 'bar' as const,
    name: labels[key],
    stack: 'breadth',
    itemStyle: { color },
    barMaxWidth: 14,
    data: rows.map((r) => r[key] ?? 0),
  })
  return {
    ...frame(text),
    xAxis: { type: 'value', axisLabel: { color: text }, splitLine: { lineStyle: { color: line } } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...categories],
      axisLabel: { color: text, width: 120, overflow: 'truncate' },
    },
    series: [part('advances', palette.up), part('nochanges', palette.ref), part('declines', palette.down)],
  }
}

/**
 * Ceiling, up, unchanged, down and floor counts side by side for each category (an index, or the
 * one sector opened), in the board's colours.
 */
export function groupedBreadthOption(
  categories: readonly string[],
  rows: readonly BreadthCounts[],
  palette: Palette,
  labels: BreadthLabels,
): EChartOption {
  const { text, line } = axisColours()
  const keys = [
    ['ceiling', palette.ceil],
    ['advances', palette.up],
    ['nochanges', palette.ref],
    ['declines', palette.down],
    ['floor', palette.floor],
  ] as const
  return {
    ...frame(text),
    xAxis: { type: 'category', data: [...categories], axisLabel: { color: text, interval: 0, fontSize: 11 } },
    yAxis: { type: 'value', axisLabel: { color: text }, splitLine: { lineStyle: { color: line } } },
    series: keys.map(([key, color]) => ({
      type: 'bar' as const,
      name: labels[key],
      itemStyle: { color },
      barMaxWidth: 18,
      data: rows.map((r) => r[key] ?? 0),
    })),
  }
}
