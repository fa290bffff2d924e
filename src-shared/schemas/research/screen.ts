import { z } from 'zod'
import { settingsIdSchema } from '../settings'

/**
 * A stock screen as the `/market/stocks` screener takes it, declared once: the bridge's
 * `research.screener` input and the saved screens of the settings file are both built from it.
 */

/** The screener's numeric fields: each takes `<field>_gt` and `<field>_lt` bounds and sorts. */
export const screenerNumericFields = [
  'price',
  'change',
  'change_percent',
  'volume',
  'value',
  'market_cap',
  'pe',
  'pb',
  'roe',
  'eps',
  'foreign_net_volume',
] as const
export type ScreenerNumericField = (typeof screenerNumericFields)[number]

/** Every column a row can carry (`fields`); `symbol` always comes back. */
export const screenerFields = ['symbol', 'name', 'exchange', 'sector', ...screenerNumericFields] as const
export type ScreenerField = (typeof screenerFields)[number]

export const screenerWindows = ['1D', '1W', '1M', '3M', '6M', 'YTD', '1Y'] as const
export type ScreenerWindow = (typeof screenerWindows)[number]
export const screenerExchanges = ['HOSE', 'HNX', 'UPCOM'] as const
export type ScreenerExchange = (typeof screenerExchanges)[number]

const boundSchema = z.strictObject({ gt: z.number().optional(), lt: z.number().optional() })

/** The filters of one screen, without paging. */
export const screenFiltersShape = {
  exchange: z.enum(screenerExchanges).optional(),
  index: z
    .string()
    .regex(/^[A-Za-z0-9]{2,16}$/, 'an index is 2 to 16 letters or digits')
    .optional(),
  sector: z
    .string()
    .regex(/^[a-z-]{2,60}$/, 'a sector is its slug, lower-case words joined by "-"')
    .optional(),
  /** Numeric bounds: field → {gt?, lt?} (strict: a row whose field is null never passes). */
  bounds: z.partialRecord(z.enum(screenerNumericFields), boundSchema).default({}),
  /** A field, `-` first for descending. */
  sort: z
    .string()
    .regex(/^-?[a-z_]{2,30}$/)
    .optional(),
  /** How far back change, volume, value and foreign flows reach (the server's default is 1D). */
  window: z.enum(screenerWindows).optional(),
  /** One past session (yyyy-MM-dd, Vietnam) instead of a window. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is yyyy-MM-dd')
    .optional(),
  /** The columns asked for; all when left out. */
  fields: z.array(z.enum(screenerFields)).max(screenerFields.length).optional(),
}

export const windowOrDateMessage = 'window and date are mutually exclusive: give one or neither'

/** The server refuses both with a 400; the contract refuses them before anything is sent. */
export const windowOrDate = (f: { window?: unknown; date?: unknown }): boolean =>
  f.window === undefined || f.date === undefined

export const screenFiltersSchema = z
  .object(screenFiltersShape)
  .refine(windowOrDate, { message: windowOrDateMessage, path: ['date'] })
export type ScreenFilters = z.infer<typeof screenFiltersSchema>

/** A screen the user saved by name (settings file, `screens`; added in settings version 2 as a default-empty section). */
export const savedScreenSchema = z.object({
  id: settingsIdSchema,
  name: z.string().trim().min(1, 'a name cannot be empty').max(80, 'a name is at most 80 characters'),
  filters: screenFiltersSchema,
})
export type SavedScreen = z.infer<typeof savedScreenSchema>
