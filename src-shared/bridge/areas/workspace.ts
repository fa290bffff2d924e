import { z } from 'zod'
import { sessionPhases } from '../../market/sessions'
import { marketIndexCodes } from '../../schemas/index-realtime'
import {
  boardLayoutSchema,
  linkGroupSchema,
  linkGroups,
  settingsIdSchema,
  uiSettingsSchema,
  watchlistSchema,
  windowLayoutSchema,
} from '../../schemas/settings'
import { bridgeErrorSchema } from '../errors'
import { noInput, symbolSchema } from './common'

/**
 * The workspace: saved board windows, watchlists and UI preferences (all owned by the core, which
 * keeps them in the settings store), plus what every window shows around its board: the market
 * session per exchange, the index bar and the colour-group links between windows.
 *
 * The core owns anything shared between windows; renderers hold mirrors fed by `workspace.changes`
 * (anchors §4.3). Per-window state that is not saved (focus, selection) stays in the window.
 */

export const windowIdSchema = settingsIdSchema

const boundsSchema = windowLayoutSchema.shape.bounds

export { linkGroups, linkGroupSchema }
export type LinkGroup = z.infer<typeof linkGroupSchema>

export const workspaceSnapshotSchema = z.object({
  windows: z.array(windowLayoutSchema),
  /** Saved windows that some window (tab, BrowserWindow) is showing right now. */
  openWindowIds: z.array(windowIdSchema),
  watchlists: z.array(watchlistSchema),
  ui: uiSettingsSchema,
  /** False when settings cannot be written (they then last for this session). */
  persistent: z.boolean(),
})
export type WorkspaceSnapshot = z.infer<typeof workspaceSnapshotSchema>

export const sessionPhaseSchema = z.enum(sessionPhases)
export type SessionPhase = z.infer<typeof sessionPhaseSchema>

export const marketStatusSchema = z.object({
  profileKind: z.enum(['demo', 'live']),
  /** Where the phases come from: the simulator's own clock, or Vietnam time on this machine. */
  sessionSource: z.enum(['simulator', 'clock']),
  /** Per exchange, and the derivatives market (VN30 futures, its own timetable). */
  sessions: z.object({
    HOSE: sessionPhaseSchema,
    HNX: sessionPhaseSchema,
    UPCOM: sessionPhaseSchema,
    DERIVATIVES: sessionPhaseSchema,
  }),
  /** Epoch ms until which the broker refuses our key (after a 429), else null. */
  rateLimitedUntil: z.number().nullable(),
  budget: z.object({ usedLastMinute: z.number(), quotaPerMinute: z.number() }),
  at: z.number(),
})
export type MarketStatus = z.infer<typeof marketStatusSchema>

export const indexCodes = marketIndexCodes
export const indexCodeSchema = z.enum(indexCodes)
export type IndexCode = z.infer<typeof indexCodeSchema>

/**
 * Where a tile's figures come from. `exchange`: the broker's index-realtime service (group E), the
 * exchange's published level, breadth and intraday series. `derived`: computed in the core from the
 * basket's ticker records when that service is not available; breadth, volume and value are exact
 * sums, and the level is an estimate on the exchange's scale: the exchange's own reference level
 * (its last answer today) moved by the members' price index, Σ price / Σ ref. Without that
 * reference there is no level (null) rather than a figure on another scale (issue 20).
 */
export const indexTileSourceSchema = z.enum(['exchange', 'derived'])
export type IndexTileSource = z.infer<typeof indexTileSourceSchema>

export const indexTileSchema = z.object({
  code: indexCodeSchema,
  source: indexTileSourceSchema,
  /** Points on the exchange's scale; null for a derived tile with no exchange reference to stand on. */
  value: z.number().nullable(),
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  /**
   * Epoch ms of the answer the figures come from (the exchange's, or the basket's newest poll): the
   * renderer judges "live" or "stale, n s old" from it on its own clock, tile by tile.
   */
  at: z.number(),
  /** Shares; null when the source did not say. */
  volume: z.number().nullable(),
  /** VND; null when the source did not say. */
  tradedValue: z.number().nullable(),
  /** Breadth counts: null when the exchange answered without them (its "full mode" fields). */
  advancing: z.number().nullable(),
  declining: z.number().nullable(),
  unchanged: z.number().nullable(),
  ceiling: z.number().nullable(),
  floor: z.number().nullable(),
  members: z.number().nullable(),
  /**
   * Today's level minute by minute, oldest first (epoch ms, points), thinned to at most 120 points
   * for the bridge; only the exchange source has one.
   */
  series: z.object({ times: z.array(z.number()), values: z.array(z.number()) }).optional(),
})
export type IndexTile = z.infer<typeof indexTileSchema>

/** The exchange source's health: the bar falls back to derived tiles while it is unavailable. */
export const indexExchangeStatusSchema = z.object({
  state: z.enum(['checking', 'available', 'unavailable']),
  /** Its last failure, null after an answer. A 429 leaves it `available` with the last levels. */
  error: bridgeErrorSchema.nullable(),
  /** Epoch ms of the next try while unavailable, else null. */
  retryAt: z.number().nullable(),
})
export type IndexExchangeStatus = z.infer<typeof indexExchangeStatusSchema>

export const indexBarSchema = z.object({
  /**
   * One tile per index with any figure so far, in the bar's order. A source that fails does not take
   * tiles away: the last figures stay, and their `at` says how old they are.
   */
  tiles: z.array(indexTileSchema),
  /** Epoch ms of the newest data behind the tiles; null before any. */
  at: z.number().nullable(),
  /** How often the index service (or, in its absence, the baskets) is polled. */
  cadenceMs: z.number(),
  exchange: indexExchangeStatusSchema,
})
export type IndexBar = z.infer<typeof indexBarSchema>

export const linkEventSchema = z.object({
  group: linkGroupSchema,
  symbol: symbolSchema,
  /** The window that made the selection, so it can ignore its own echo. */
  fromWindowId: windowIdSchema.nullable(),
  at: z.number(),
})
export type LinkEvent = z.infer<typeof linkEventSchema>

const ok = z.object({ ok: z.literal(true) })

export const workspaceCalls = {
  'workspace.get': { input: noInput, output: workspaceSnapshotSchema },
  /**
   * Saves a new board window. With `open`, the shell opens it (Electron: a BrowserWindow) and
   * `openedBy` says `shell`; a shell that cannot open windows (the web shell) answers `renderer`,
   * and the calling page opens `?window=<id>` itself.
   */
  'workspace.createWindow': {
    input: z.strictObject({
      board: boardLayoutSchema,
      bounds: boundsSchema.optional(),
      open: z.boolean(),
    }),
    output: z.object({ window: windowLayoutSchema, openedBy: z.enum(['shell', 'renderer', 'none']) }),
  },
  'workspace.saveWindowBoard': {
    input: z.strictObject({ id: windowIdSchema, board: boardLayoutSchema }),
    output: windowLayoutSchema,
  },
  'workspace.saveWindowBounds': {
    input: z.strictObject({ id: windowIdSchema, bounds: boundsSchema }),
    output: ok,
  },
  /** The window's link colour (null: unlinked), kept with its layout for the next launch. */
  'workspace.saveWindowLink': {
    input: z.strictObject({ id: windowIdSchema, group: linkGroupSchema.nullable() }),
    output: ok,
  },
  /** The user closed the window for good: it is not restored at the next launch. */
  'workspace.forgetWindow': { input: z.strictObject({ id: windowIdSchema }), output: ok },
  /** Creates (no id) or replaces a watchlist. */
  'workspace.saveWatchlist': {
    input: z.strictObject({
      id: windowIdSchema.optional(),
      name: z.string(),
      symbols: z.array(symbolSchema).max(300),
    }),
    output: watchlistSchema,
  },
  'workspace.deleteWatchlist': { input: z.strictObject({ id: windowIdSchema }), output: ok },
  'workspace.setUi': { input: uiSettingsSchema.partial().strict(), output: uiSettingsSchema },
  /**
   * This window's focus and visibility; boards in focused, visible windows poll fastest and idle
   * ones back off. Answers the cadence the window's feeds now ask for.
   */
  'workspace.reportActivity': {
    input: z.strictObject({ focused: z.boolean(), visible: z.boolean() }),
    output: z.object({ cadenceMs: z.number() }),
  },
  'workspace.selectSymbol': {
    input: z.strictObject({
      group: linkGroupSchema,
      symbol: symbolSchema,
      fromWindowId: windowIdSchema.nullable(),
    }),
    output: ok,
  },
} as const

export const workspaceStreams = {
  /** The workspace now and after every change; `windowId` marks that window as open while subscribed. */
  'workspace.changes': {
    params: z.strictObject({ windowId: windowIdSchema.nullable() }),
    event: workspaceSnapshotSchema,
  },
  'workspace.link': { params: z.strictObject({ group: linkGroupSchema }), event: linkEventSchema },
  'workspace.market': { params: noInput, event: marketStatusSchema },
  'workspace.indexBar': { params: noInput, event: indexBarSchema },
} as const
