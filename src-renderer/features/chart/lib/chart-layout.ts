import type {
  ChartArrangement,
  ChartCell,
  ChartLayout,
  ChartResolution,
  StudyConfig,
} from '../../../../src-shared/bridge/contract'

/** What a new chart shows under its candles: the volume and its average (as before studies). */
export const defaultStudies: readonly StudyConfig[] = [{ kind: 'volume', period: 20 }]

/** One symbol at four widths: the minute, the quarter, the hour and the day. */
export const fourWidths: readonly ChartResolution[] = ['1', '15', '60', '1D']

const cellCount: Record<ChartArrangement, number> = { '1': 1, '2': 2, '4': 4 }
const nextArrangement: Record<ChartArrangement, ChartArrangement> = { '1': '2', '2': '4', '4': '1' }

/** A window never saved: one chart of `symbol` at five minutes (or `resolution`), with the volume pane. */
export function defaultLayout(id: string, symbol: string, resolution: ChartResolution = '5'): ChartLayout {
  return {
    id,
    arrangement: '1',
    oneSymbol: false,
    cells: [{ symbol, resolution, studies: [...defaultStudies] }],
  }
}

/** The charts the window shows now, each with the symbol it draws (the first's when `oneSymbol`). */
export function shownCells(layout: ChartLayout): ChartCell[] {
  const first = layout.cells[0]
  return layout.cells
    .slice(0, cellCount[layout.arrangement])
    .map((cell) => (layout.oneSymbol && first !== undefined ? { ...cell, symbol: first.symbol } : cell))
}

/** A new arrangement; charts it adds copy the last one shown, at the next width not yet shown. */
export function withArrangement(layout: ChartLayout, arrangement: ChartArrangement): ChartLayout {
  const cells = [...layout.cells]
  while (cells.length < cellCount[arrangement]) {
    const last = cells.at(-1) ?? defaultLayout(layout.id, 'FPT').cells[0]
    if (last === undefined) break
    const used = new Set(cells.map((c) => c.resolution))
    const resolution = fourWidths.find((w) => !used.has(w)) ?? last.resolution
    cells.push({ ...last, resolution, studies: [...last.studies] })
  }
  return { ...layout, arrangement, cells }
}

export const cycleArrangement = (layout: ChartLayout): ChartLayout =>
  withArrangement(layout, nextArrangement[layout.arrangement])

/**
 * Turns "one symbol at four widths" on (four charts of the first symbol at 1 min, 15 min, 1 hour
 * and 1 day) or off (each chart back to its own symbol).
 */
export function toggleOneSymbol(layout: ChartLayout): ChartLayout {
  if (layout.oneSymbol) return { ...layout, oneSymbol: false }
  const four = withArrangement(layout, '4')
  return {
    ...four,
    oneSymbol: true,
    cells: four.cells.map((cell, i) => ({ ...cell, resolution: fourWidths[i] ?? cell.resolution })),
  }
}

/** One chart changed; `index` counts the shown charts. With `oneSymbol`, a symbol goes to the first. */
export function withCell(layout: ChartLayout, index: number, change: Partial<ChartCell>): ChartLayout {
  const target = layout.oneSymbol && change.symbol !== undefined ? 0 : index
  const cells = layout.cells.map((cell, i) => {
    if (i === index && i === target) return { ...cell, ...change }
    if (i === index) return { ...cell, ...change, symbol: cell.symbol }
    if (i === target && change.symbol !== undefined) return { ...cell, symbol: change.symbol }
    return cell
  })
  return { ...layout, cells }
}
