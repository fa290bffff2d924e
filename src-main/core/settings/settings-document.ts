import { z } from 'zod'
import {
  DEMO_PROFILE_ID,
  liveProfileSchema,
  localeSchema,
  orderConfirmAboveSchema,
  orderConfirmSchema,
  settingsIdSchema,
  shortcutsSchema,
  themeSchema,
  volumeUnitSchema,
  watchlistSchema,
  windowLayoutSchema,
  type UiSettings,
} from '../../../src-shared/schemas/settings'
import { chartLayoutSchema, symbolDrawingsSchema } from '../../../src-shared/schemas/chart-settings'
import { savedScreenSchema } from '../../../src-shared/schemas/research/screen'
import { tradingLimitsSchema, type TradingLimits } from '../../../src-shared/bridge/areas/orders-guards'
import { alertsSectionSchema } from '../../../src-shared/schemas/alerts'
import { stopsSectionSchema } from '../../../src-shared/bridge/areas/stops'

/** The shape written today, the first any build wrote (read-settings-file.ts reads no other). */
export const SETTINGS_VERSION = 2

export const defaultUi: UiSettings = {
  theme: 'dark',
  locale: 'vi',
  volumeUnit: 10,
  shortcuts: {},
  // The order ticket asks once before sending until the user turns it off (brokers' default too).
  orderConfirm: true,
  orderConfirmAbove: null,
}

/**
 * The core's guards until the user changes them (core/orders/guards): generous enough for a retail
 * account's day, small enough that a page alone cannot spend an account in a minute.
 */
export const defaultTradingLimits: TradingLimits = {
  maxOrderValue: 2_000_000_000,
  maxOrderQuantity: 100_000,
  maxOrdersPerMinute: 30,
  maxDailyValue: 20_000_000_000,
}

// Missing keys take their defaults instead of failing, so a section added later needs no migration;
// a key that is present with the wrong type still fails (and the file is moved aside).
const storedUiSchema = z
  .object({
    theme: themeSchema.default(defaultUi.theme),
    locale: localeSchema.default(defaultUi.locale),
    volumeUnit: volumeUnitSchema.default(defaultUi.volumeUnit),
    shortcuts: shortcutsSchema.default({}),
    orderConfirm: orderConfirmSchema.default(defaultUi.orderConfirm),
    orderConfirmAbove: orderConfirmAboveSchema.default(defaultUi.orderConfirmAbove),
  })
  .prefault({})

function duplicateIds(items: readonly { id: string }[]): string[] {
  const seen = new Set<string>()
  const dupes = new Set<string>()
  for (const { id } of items) (seen.has(id) ? dupes : seen).add(id)
  return [...dupes]
}

/** The whole settings.json document. Every write is checked against it before it reaches the disk. */
export const settingsDocumentSchema = z
  .object({
    version: z.literal(SETTINGS_VERSION),
    /** 'demo' or the id of a stored live profile; a dangling id falls back to demo when read. */
    activeProfileId: settingsIdSchema.default(DEMO_PROFILE_ID),
    /** Live profiles only: the demo profile is built at run time from the simulator's URL. */
    profiles: z.array(liveProfileSchema).max(50).default([]),
    windows: z.array(windowLayoutSchema).max(50).default([]),
    watchlists: z.array(watchlistSchema).max(200).default([]),
    /** Saved stock screens (research screener); a file without them reads as none, no migration. */
    screens: z.array(savedScreenSchema).max(200).default([]),
    /** Chart windows' layouts and studies; a file without them reads as none, no migration. */
    charts: z.array(chartLayoutSchema).max(50).default([]),
    /** Lines drawn on charts, per symbol (levels and trend lines); none in an older file. */
    drawings: z.array(symbolDrawingsSchema).max(2000).default([]),
    /** Price alerts, their history and sound; none in an older file. */
    alerts: alertsSectionSchema,
    /** Stop orders held by the app (core/stops); none in an older file. */
    stops: stopsSectionSchema,
    ui: storedUiSchema,
    /** This installation's `device-id` on group E order calls: made once, then kept (core/auth/device-id.ts). */
    deviceId: z.string().min(1).max(128).optional(),
    /** The order guards' limits; written only by the core, loosened only with the person (docs/trading.md). */
    tradingLimits: tradingLimitsSchema.default(defaultTradingLimits),
  })
  .superRefine((doc, ctx) => {
    // Ids are how everything else (vault, layouts, the active profile) refers to an entry.
    for (const key of ['profiles', 'windows', 'watchlists', 'screens', 'charts'] as const) {
      for (const id of duplicateIds(doc[key])) {
        ctx.addIssue({ code: 'custom', path: [key], message: `id "${id}" is used twice` })
      }
    }
  })

export type SettingsDocument = z.infer<typeof settingsDocumentSchema>

export function defaultSettings(): SettingsDocument {
  return {
    version: SETTINGS_VERSION,
    activeProfileId: DEMO_PROFILE_ID,
    profiles: [],
    windows: [],
    watchlists: [],
    screens: [],
    charts: [],
    drawings: [],
    alerts: { list: [], history: [], sound: true },
    stops: { list: [] },
    ui: structuredClone(defaultUi),
    tradingLimits: { ...defaultTradingLimits },
  }
}
