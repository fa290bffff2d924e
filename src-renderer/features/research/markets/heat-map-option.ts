import type { EChartOption } from '../components/echart'
import { themeColor } from '../components/echart'
import { signed } from '../lib/format'
import { labelColour, sectorScale, stockScale, tileColour, type Palette } from './heat-map-tiles'
import type { Tile } from './tile-rows'

/** The board's colours of the current theme, read when the map is drawn. */
export const currentPalette = (): Palette => ({
  up: themeColor('--price-up'),
  down: themeColor('--price-down'),
  ref: themeColor('--price-ref'),
  ceil: themeColor('--price-ceil'),
  floor: themeColor('--price-floor'),
  base: themeColor('--panel-bg'),
})

/**
 * The ECharts treemap of the tiles: ECharts' own drill-down and breadcrumb are off (a sector opens
 * its sub-sectors from the server, not from a nested tree), the selected tile has a thick outline in
 * the text colour, and the labels give the name and the change.
 */
export function heatMapOption(tiles: readonly Tile[], selected: number, palette: Palette): EChartOption {
  const byId = new Map(tiles.map((t) => [t.id, t]))
  const outline = themeColor('--text')
  const text = (id: string) => {
    const tile = byId.get(id)
    return tile === undefined ? id : `${tile.label}\n${signed(tile.changePercent)}%`
  }
  return {
    animation: false,
    tooltip: {
      formatter: (p) => {
        const one = Array.isArray(p) ? p[0] : p
        const tile = byId.get(one?.name ?? '')
        return tile === undefined ? '' : `${tile.name}\n${signed(tile.changePercent)}%`
      },
    },
    series: [
      {
        type: 'treemap',
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        sort: false,
        visibleMin: 0,
        itemStyle: { borderColor: palette.base, borderWidth: 1, gapWidth: 1 },
        label: {
          show: true,
          overflow: 'truncate',
          formatter: (p) => text(p.name),
          fontSize: 12,
          lineHeight: 15,
        },
        data: tiles.map((t, i) => {
          const fill = tileColour(
            t.changePercent,
            t.kind === 'member' ? stockScale : sectorScale,
            palette,
            t.limit,
          )
          return {
            name: t.id,
            value: t.size,
            itemStyle: {
              color: fill,
              ...(i === selected ? { borderColor: outline, borderWidth: 3 } : {}),
            },
            label: { color: labelColour(fill), fontWeight: i === selected ? 'bold' : 'normal' },
          }
        }),
      },
    ],
  }
}
