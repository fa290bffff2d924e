import type { ChartResolution } from '../../../../src-shared/bridge/contract'
import { useChartLayout } from '../hooks/use-chart-layout'
import { withCell } from '../lib/chart-layout'
import { SymbolChart } from './symbol-chart'

export { detailChartLayoutId } from '../lib/layout-ids'

/**
 * A lone chart whose width and studies are kept in the settings file as a one-chart layout
 * (`chart.layout` / `chart.saveLayout` under `layoutId`), the way a chart window keeps its charts:
 * the symbol-detail window's chart. The symbol is the window's, not the saved one. Nothing is drawn
 * while the saved setup is read, so a chart never opens on the defaults and jumps.
 */
export function SavedSymbolChart(props: {
  readonly layoutId: string
  readonly symbol: string
  readonly theme: string
  /** The width of a chart never saved. */
  readonly initialResolution: ChartResolution
  /** False holds the chart back: no reads, no ticker feed (SymbolChart's `active`). */
  readonly active?: boolean
}) {
  const { layout, update } = useChartLayout(
    props.layoutId,
    props.symbol,
    props.symbol,
    props.initialResolution,
  )
  const cell = layout?.cells[0]
  if (cell === undefined) return null
  return (
    <SymbolChart
      symbol={props.symbol}
      theme={props.theme}
      active={props.active ?? true}
      resolution={cell.resolution}
      onResolution={(resolution) => update((l) => withCell(l, 0, { resolution }))}
      studies={cell.studies}
      onStudies={(studies) => update((l) => withCell(l, 0, { studies: [...studies] }))}
    />
  )
}
