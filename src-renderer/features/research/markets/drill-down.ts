/**
 * Where the sector heat map stands: the top of the classification tree at the chosen level, a
 * level-1 industry's supersectors, or a sector's member companies; and which tile is selected.
 * Pure state transitions, so Enter / Backspace and the arrow keys are tested apart from the chart.
 */

export type TreeLevel = 1 | 2

export interface SectorCrumb {
  readonly slug: string
  readonly name: string
  readonly level: number
  /** The tile selected in the view this one was opened from, selected again on the way back. */
  readonly from: string | null
}

/**
 * The selection is a tile's id (slug or ticker), not its place: a refresh that reorders the tiles
 * (sizes change with prices) keeps the same tile selected. Null: the first tile.
 */
export interface DrillState {
  readonly level: TreeLevel
  readonly trail: readonly SectorCrumb[]
  readonly selected: string | null
}

export type DrillView =
  | { readonly kind: 'sectors'; readonly level: TreeLevel }
  | { readonly kind: 'children'; readonly parent: SectorCrumb }
  | { readonly kind: 'members'; readonly sector: SectorCrumb }

export const startDrill = (level: TreeLevel): DrillState => ({ level, trail: [], selected: null })

/**
 * What the map shows: the sectors at the top; a level-1 industry's supersectors, unless it has just
 * one (then its members, which are that supersector's: a step that would show one tile is skipped);
 * a supersector's members.
 */
export function viewOf(state: DrillState, childCount?: number): DrillView {
  const last = state.trail.at(-1)
  if (last === undefined) return { kind: 'sectors', level: state.level }
  if (last.level === 1 && childCount !== 1) return { kind: 'children', parent: last }
  return { kind: 'members', sector: last }
}

/** Into a sector tile (not past the members: a member opens its detail instead). */
export function drillInto(state: DrillState, sector: Omit<SectorCrumb, 'from'>): DrillState {
  return { ...state, trail: [...state.trail, { ...sector, from: state.selected }], selected: null }
}

/** One step back up, with the tile it came from selected; at the top nothing changes. */
export function drillBack(state: DrillState): DrillState {
  const last = state.trail.at(-1)
  if (last === undefined) return state
  return { ...state, trail: state.trail.slice(0, -1), selected: last.from }
}

/** Another level of the tree starts again from its top. */
export const changeLevel = (state: DrillState, level: TreeLevel): DrillState =>
  state.level === level && state.trail.length === 0 ? state : startDrill(level)

export type MoveKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'
export const moveKeys: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']

/**
 * The selection after a key, over `count` tiles in the map's order (heaviest first, which is how
 * the treemap lays them out from the top left): left and up step back, right and down forward,
 * Home and End to either end; it stops at the ends rather than wrapping.
 */
export function moveSelection(selected: number, count: number, key: MoveKey): number {
  if (count <= 0) return 0
  const at = Math.min(Math.max(selected, 0), count - 1)
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(at - 1, 0)
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(at + 1, count - 1)
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
}

/** Where the selected tile is among the tiles now; the first when it is gone or none was chosen. */
export function indexOfSelection(selected: string | null, ids: readonly string[]): number {
  const at = selected === null ? -1 : ids.indexOf(selected)
  return at < 0 ? 0 : at
}
