import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { EChart } from '../components/echart'
import { Panel } from '../components/panels'
import { count, signed, thousands } from '../lib/format'
import {
  changeLevel,
  drillBack,
  drillInto,
  indexOfSelection,
  moveKeys,
  moveSelection,
  startDrill,
  viewOf,
  type DrillState,
  type DrillView,
  type MoveKey,
  type TreeLevel,
} from './drill-down'
import { currentPalette, heatMapOption } from './heat-map-option'
import { SectorBreadthPanel } from './sector-breadth'
import { useMarketsStrings } from './strings'
import { memberTiles, sectorTiles, type SizeBy, type Tile } from './tile-rows'
import { useSectorConstituents, useSectors } from './use-markets'

const changeClass = (pct: number | null) =>
  pct === null || pct === 0 ? 'price-ref' : pct > 0 ? 'price-up' : 'price-down'

/**
 * The sector heat map and the list of the same tiles beside it, with the drill-down from the
 * industries to their supersectors to the member companies. Keyboard: the arrows move the selection
 * (on the map or in the list), Enter opens a sector or a member's detail, Backspace or Esc goes back
 * up, L sends the selected member to the linked windows. A click on a sector opens it; a click on a
 * member selects it (and sends it to the linked windows); Enter or a double click in the list opens
 * its detail.
 */
export function SectorHeatMap(props: {
  readonly theme: string
  readonly onSelectMember: (symbol: string) => void
  readonly onOpenMember: (symbol: string) => void
}) {
  const t = useMarketsStrings()
  const locale = useTranslation().i18n.language === 'en' ? 'en' : 'vi'
  const [drill, setDrill] = useState<DrillState>(() => startDrill(1))
  const [sizeBy, setSizeBy] = useState<SizeBy>('market_cap')
  const last = drill.trail.at(-1)
  const top = useSectors(drill.level, undefined)
  const children = useSectors(2, last?.level === 1 ? last.slug : undefined, last?.level === 1)
  const view: DrillView = viewOf(drill, last?.level === 1 ? children.data?.length : undefined)
  const members = useSectorConstituents(view.kind === 'members' ? view.sector.slug : undefined)
  const query = view.kind === 'sectors' ? top : view.kind === 'children' ? children : members

  const tiles = useMemo((): Tile[] => {
    if (view.kind === 'members') return memberTiles(members.data ?? [], sizeBy)
    return sectorTiles((view.kind === 'sectors' ? top.data : children.data) ?? [], sizeBy, locale)
  }, [view.kind, members.data, top.data, children.data, sizeBy, locale])
  const selected = indexOfSelection(
    drill.selected,
    tiles.map((tile) => tile.id),
  )
  const current = tiles[selected]
  // Re-read the board colours when the theme changes (the palette lives in CSS custom properties).
  const palette = useMemo(() => currentPalette(), [props.theme]) // eslint-disable-line react-hooks/exhaustive-deps
  const option = useMemo(() => heatMapOption(tiles, selected, palette), [tiles, selected, palette])

  const list = useRef<HTMLOListElement>(null)
  const map = useRef<HTMLDivElement>(null)
  /**
   * Where the keyboard was when Enter, Backspace or Esc changed the view. The panel shows its
   * loading line while the next level is read, which takes the map and the list (and the focus)
   * away; the focus comes back to the same place once the new tiles are drawn (issue 20: after the
   * first Enter the keys went nowhere, so members could not be reached by keyboard).
   */
  const refocus = useRef<'map' | 'list' | null>(null)
  const ready = !query.isPending && tiles.length > 0
  useEffect(() => {
    const where = refocus.current
    if (!ready || where === null) return
    refocus.current = null
    if (where === 'list') list.current?.querySelector<HTMLElement>(`[data-index="${selected}"]`)?.focus()
    else map.current?.focus()
  }, [ready, tiles, selected])
  const keepFocus = () => {
    const active = document.activeElement
    refocus.current = list.current?.contains(active) ? 'list' : map.current === active ? 'map' : null
  }
  useEffect(() => {
    // The list keeps the keyboard focus on the selected row (roving focus); the map keeps its own.
    const host = list.current
    if (host === null || !host.contains(document.activeElement)) return
    host.querySelector<HTMLElement>(`[data-index="${selected}"]`)?.focus()
  }, [selected])

  const select = (index: number, send: boolean) => {
    const tile = tiles[index]
    setDrill((d) => ({ ...d, selected: tile?.id ?? null }))
    if (send && tile?.kind === 'member') props.onSelectMember(tile.id)
  }
  const activate = (tile: Tile | undefined) => {
    if (tile === undefined) return
    if (tile.kind === 'member') props.onOpenMember(tile.id)
    else setDrill((d) => drillInto(d, { slug: tile.id, name: tile.name, level: tile.level }))
  }
  const back = () => setDrill(drillBack)

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return
    if (moveKeys.includes(e.key)) {
      e.preventDefault()
      select(moveSelection(selected, tiles.length, e.key as MoveKey), true)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      // A member opens its detail in another window; only a sector changes this view.
      if (current?.kind === 'sector') keepFocus()
      activate(current)
    } else if ((e.key === 'Backspace' || e.key === 'Escape') && drill.trail.length > 0) {
      e.preventDefault()
      keepFocus()
      back()
    } else if ((e.key === 'l' || e.key === 'L') && current?.kind === 'member') {
      e.preventDefault()
      props.onSelectMember(current.id)
    }
  }

  const onMapClick = (id: string) => {
    const index = tiles.findIndex((tile) => tile.id === id)
    if (index < 0) return
    select(index, true)
    if (tiles[index]?.kind === 'sector') activate(tiles[index])
  }

  const crumbs = (
    <nav className="mk-crumbs" aria-label={t.heatMap.title} data-testid="mk-crumbs">
      <button type="button" onClick={() => setDrill((d) => startDrill(d.level))} disabled={!last}>
        {t.heatMap.all}
      </button>
      {drill.trail.map((c, i) => (
        <span key={c.slug}>
          {' › '}
          <button
            type="button"
            disabled={i === drill.trail.length - 1}
            onClick={() =>
              setDrill((d) => {
                let s = d
                while (s.trail.length > i + 1) s = drillBack(s)
                return s
              })
            }
          >
            {c.name}
          </button>
        </span>
      ))}
    </nav>
  )

  return (
    <>
      <Panel
        id="heat-map"
        title={t.heatMap.title}
        query={query}
        empty={tiles.length === 0}
        extra={
          <span className="mk-controls">
            <label>
              {t.heatMap.level}{' '}
              <select
                data-testid="mk-level"
                value={drill.level}
                onChange={(e) => setDrill((d) => changeLevel(d, Number(e.target.value) as TreeLevel))}
              >
                {([1, 2] as const).map((l) => (
                  <option key={l} value={l}>
                    {t.heatMap.levels[l]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.heatMap.sizeBy}{' '}
              <select
                data-testid="mk-size"
                value={sizeBy}
                onChange={(e) => setSizeBy(e.target.value as SizeBy)}
              >
                {(['market_cap', 'value'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t.heatMap.sizes[s]}
                  </option>
                ))}
              </select>
            </label>
            {drill.trail.length > 0 && (
              <button type="button" onClick={back} data-testid="mk-back">
                ‹ {t.heatMap.back}
              </button>
            )}
          </span>
        }
      >
        {crumbs}
        <div className="mk-map-area" onKeyDown={onKeyDown}>
          <div
            className="mk-map"
            ref={map}
            tabIndex={0}
            role="group"
            aria-roledescription={t.heatMap.title}
            aria-label={`${t.heatMap.title}: ${current?.name ?? ''} ${signed(current?.changePercent)}%`}
            aria-describedby="mk-keys"
            data-testid="mk-heat-map"
            data-view={view.kind}
            data-sector={last?.slug ?? ''}
            data-count={tiles.length}
            data-selected={current?.id ?? ''}
          >
            <EChart
              option={option}
              theme={props.theme}
              label={t.heatMap.title}
              className="mk-echart"
              onClick={onMapClick}
            />
          </div>
          <div className="mk-side">
            <p className="mk-list-head" aria-hidden>
              <span>{t.list.name}</span>
              <span className="mk-num">{t.list.change}</span>
              <span className="mk-num">
                {view.kind === 'members' ? t.list.price : sizeBy === 'value' ? t.list.value : t.list.cap}
              </span>
            </p>
            <ol
              className="mk-list"
              role="listbox"
              aria-label={t.heatMap.title}
              ref={list}
              data-testid="mk-list"
            >
              {tiles.map((tile, i) => (
                <li
                  key={tile.id}
                  role="option"
                  aria-selected={i === selected}
                  tabIndex={i === selected ? 0 : -1}
                  data-index={i}
                  data-id={tile.id}
                  title={tile.name}
                  onClick={() => (tile.kind === 'sector' ? activate(tile) : select(i, true))}
                  onDoubleClick={() => activate(tile)}
                >
                  <span className="mk-name">{tile.label}</span>
                  <span className={`mk-num ${changeClass(tile.changePercent)}`}>
                    {signed(tile.changePercent)}%
                  </span>
                  <span className="mk-num">
                    {tile.kind === 'member'
                      ? thousands(tile.price)
                      : wholeBillions(tile[sizeToField[sizeBy]])}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <p className="rd-status" id="mk-keys">
          {t.heatMap.keysHint}. {t.heatMap.colourHint}.
        </p>
      </Panel>
      <SectorBreadthPanel view={view} tiles={tiles} theme={props.theme} />
    </>
  )
}

const sizeToField = { market_cap: 'marketCap', value: 'value' } as const
/** Sector totals run to millions of billions: whole billions fit the list's column. */
const wholeBillions = (vnd: number | null) => count(vnd === null ? null : vnd / 1e9)
