import { useMemo } from 'react'
import { EChart } from '../components/echart'
import { Panel } from '../components/panels'
import { groupedBreadthOption, stackedBreadthOption } from './breadth-option'
import type { DrillView } from './drill-down'
import { currentPalette } from './heat-map-option'
import { useMarketsStrings } from './strings'
import type { Tile } from './tile-rows'
import { useSectorBreadth } from './use-markets'

/**
 * Sector breadth beside the heat map: over the sectors shown, each one's members up, unchanged and
 * down; inside one sector, its members at the ceiling, up, unchanged, down and at the floor.
 */
export function SectorBreadthPanel(props: {
  readonly view: DrillView
  readonly tiles: readonly Tile[]
  readonly theme: string
}) {
  const t = useMarketsStrings()
  const sector = props.view.kind === 'members' ? props.view.sector : undefined
  const breadth = useSectorBreadth(sector?.slug)
  const palette = useMemo(() => currentPalette(), [props.theme]) // eslint-disable-line react-hooks/exhaustive-deps
  const option = useMemo(() => {
    if (sector !== undefined)
      return groupedBreadthOption([sector.name], breadth.data ? [breadth.data] : [], palette, t.breadth)
    return stackedBreadthOption(
      props.tiles.map((tile) => tile.label),
      props.tiles,
      palette,
      t.breadth,
    )
  }, [sector, breadth.data, props.tiles, palette, t.breadth])
  const b = breadth.data
  return (
    <Panel
      id="sector-breadth"
      title={sector === undefined ? t.breadth.sectorsTitle : `${t.breadth.title}: ${sector.name}`}
      query={sector === undefined ? { isPending: false, error: null, refetch: () => undefined } : breadth}
      empty={sector === undefined && props.tiles.length === 0}
    >
      <EChart option={option} theme={props.theme} label={t.breadth.title} className="mk-bars" />
      {sector !== undefined && b !== undefined && (
        <p className="rd-status" data-testid="mk-sector-breadth">
          {t.breadth.advances} {b.advances} · {t.breadth.nochanges} {b.nochanges} · {t.breadth.declines}{' '}
          {b.declines} · {t.breadth.ceiling} {b.ceiling ?? 0} · {t.breadth.floor} {b.floor ?? 0}
        </p>
      )}
    </Panel>
  )
}
