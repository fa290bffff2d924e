import { z } from 'zod'
import { basketCodes, type BasketCode } from '../market/baskets'

/**
 * The pieces of the user's settings that both sides need to agree on: live profiles, saved window
 * layouts, watchlists and UI preferences. The main process stores them (src-main/core/settings); the
 * renderer edits them through the bridge, so the same schema checks a value on both sides.
 *
 * Objects strip unknown keys rather than reject them, so a file written by a newer minor version still
 * loads. No secret ever belongs here: keys and secrets live in the credential vault.
 */

/** An identifier we mint (profile, window, watchlist): safe as a map key and in a file name. */
export const settingsIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id is 1 to 64 letters, digits, "-" or "_"')
  // Ids key JSON objects (the vault's per-profile map); these names would reach the prototype.
  .refine((id) => !['__proto__', 'constructor', 'prototype'].includes(id), { message: 'this id is reserved' })

/** The demo profile is built at run time from the embedded simulator, so its id is never stored. */
export const DEMO_PROFILE_ID = 'demo'

export const liveProfileIdSchema = settingsIdSchema.refine((id) => id !== DEMO_PROFILE_ID, {
  message: `"${DEMO_PROFILE_ID}" is reserved for the simulator profile`,
})

/**
 * One of the spec's base addresses. Only http(s); and no user:password part, because that would put a
 * credential in the plain-text settings file.
 */
export const httpUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .refine((url) => !/^https?:\/\/[^/?#]*@/i.test(url), {
    message: 'must not contain a user name or password (credentials go in the vault)',
  })

export const tierSchema = z.enum(['free', 'pro', 'enterprise'])
export type Tier = z.infer<typeof tierSchema>

const nameSchema = z
  .string()
  .trim()
  .min(1, 'a name cannot be empty')
  .max(80, 'a name is at most 80 characters')

/** A broker profile as stored: the four base addresses of the spec and the key's tier. */
export const liveProfileSchema = z.object({
  id: liveProfileIdSchema,
  name: nameSchema,
  kind: z.literal('live'),
  /** `{base_url}`: price, account and order endpoints. */
  baseUrl: httpUrlSchema,
  /** `{auth_url}`: query and trading tokens, OTP. */
  authUrl: httpUrlSchema,
  /** `{api_url}`: group E services. */
  apiUrl: httpUrlSchema,
  /** `{identity_url}`: the identity service. */
  identityUrl: httpUrlSchema,
  tier: tierSchema,
  /** The account numbers the account panel and the cancel dialogs use; unset until the user adds them. */
  accounts: z
    .object({
      custodyCode: z
        .string()
        .regex(/^[0-9A-Z]{6,16}$/, 'a custody code is 6 to 16 capital letters or digits'),
      normal: z.string().regex(/^[0-9A-Z]{4,20}$/, 'an account number is 4 to 20 capital letters or digits'),
      margin: z.string().regex(/^[0-9A-Z]{4,20}$/, 'an account number is 4 to 20 capital letters or digits'),
      derivative: z
        .string()
        .regex(/^[0-9A-Z]{4,20}$/, 'an account number is 4 to 20 capital letters or digits'),
    })
    .nullable()
    .default(null),
})
export type LiveProfile = z.infer<typeof liveProfileSchema>

export const settingsSymbolSchema = z
  .string()
  .regex(/^[A-Z0-9]{3,12}$/, 'a symbol is 3 to 12 capital letters or digits')

const noDuplicates = (values: readonly string[]): boolean => new Set(values).size === values.length

export const watchlistSchema = z.object({
  id: settingsIdSchema,
  name: nameSchema,
  // 300 is the most a board's ticker source accepts, so any saved watchlist can be shown.
  symbols: z
    .array(settingsSymbolSchema)
    .max(300, 'a watchlist holds at most 300 symbols')
    .refine(noDuplicates, { message: 'a watchlist lists each symbol once' }),
})
export type Watchlist = z.infer<typeof watchlistSchema>

const columnIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a column id is 1 to 64 plain characters')

export const boardLayoutSchema = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('basket'),
      code: z.literal(basketCodes as BasketCode[], {
        error: `basket code must be one of ${basketCodes.join(', ')}`,
      }),
    }),
    z.object({ kind: z.literal('watchlist'), id: settingsIdSchema }),
    // The running VN30 index futures (added in settings version 3).
    z.object({ kind: z.literal('futures') }),
  ]),
  columns: z.object({
    hidden: z.array(columnIdSchema).max(200),
    order: z.array(columnIdSchema).max(200),
  }),
  sort: z.object({ colId: columnIdSchema, dir: z.enum(['asc', 'desc']) }).nullable(),
})
export type BoardLayout = z.infer<typeof boardLayoutSchema>

// Integers within what any display arrangement produces; x and y may be negative (monitor left of or
// above the primary one).
const coordinate = z.number().int().min(-100_000).max(100_000)
const extent = z.number().int().min(1).max(100_000)

/** Colour groups of linked windows: selecting a symbol in one shows it in the others of its colour. */
export const linkGroups = ['red', 'green', 'blue', 'yellow'] as const
export const linkGroupSchema = z.enum(linkGroups)

export const windowLayoutSchema = z.object({
  id: settingsIdSchema,
  kind: z.literal('board'),
  bounds: z.object({ x: coordinate, y: coordinate, width: extent, height: extent }),
  board: boardLayoutSchema,
  /**
   * The window's link colour, so a restart brings linked windows back linked (issue 20); absent in
   * files written before it was kept, which read as unlinked.
   */
  link: linkGroupSchema.nullable().optional(),
})
export type WindowLayout = z.infer<typeof windowLayoutSchema>

export const themeSchema = z.enum(['dark', 'light'])
export const localeSchema = z.enum(['vi', 'en'])
/** Boards differ on the volume unit (raw shares, x10, x100), so the user picks it. */
export const volumeUnitSchema = z.literal([1, 10, 100], { error: 'volume unit must be 1, 10 or 100' })

/** A command's id as the renderer registers it: dotted camelCase words, e.g. `orders.cancelSelected`. */
export const commandIdSchema = z
  .string()
  .regex(
    /^[a-z][A-Za-z0-9]{0,31}(\.[a-z][A-Za-z0-9]{0,31}){1,3}$/,
    'a command id is like "orders.cancelSelected"',
  )

/**
 * Key text in the keymap's canonical form (src-renderer/lib/keys/keymap.ts): modifiers in the order
 * Mod, Ctrl, Meta, Alt, Shift, then one printable character (letters upper case) or a named key such
 * as `Delete` or `F2`. One spelling per chord lets the core compare bindings as plain text.
 */
export const shortcutKeySchema = z
  .string()
  .regex(
    /^(Mod\+)?(Ctrl\+)?(Meta\+)?(Alt\+)?(Shift\+)?([!-`{-~]|[A-Z][A-Za-z0-9]{1,15})$/,
    'a key is like "Alt+X", "Shift+Delete" or "F2" (modifiers first: Mod, Ctrl, Meta, Alt, Shift)',
  )

/** The user's rebound keys, by command id; commands not listed keep the key they register. */
export const shortcutsSchema = z
  .record(commandIdSchema, shortcutKeySchema, {
    // zod reports a bad key as "Invalid key in record"; say what a key should look like instead.
    error: (issue) =>
      issue.code === 'invalid_key' ? 'a command id is like "orders.cancelSelected"' : undefined,
  })
  .refine((map) => Object.keys(map).length <= 200, { message: 'at most 200 shortcuts can be rebound' })
  .superRefine((map, ctx) => {
    // The core cannot see the renderer's default bindings, but it can refuse two overrides on one key.
    const owner = new Map<string, string>()
    for (const [id, key] of Object.entries(map)) {
      const other = owner.get(key)
      if (other !== undefined)
        ctx.addIssue({ code: 'custom', message: `${key} is already bound to ${other}` })
      else owner.set(key, id)
    }
  })
export type Shortcuts = z.infer<typeof shortcutsSchema>

/** Order ticket: an extra confirmation step before sending (Enter twice). */
export const orderConfirmSchema = z.boolean()
/** Order ticket: a second confirmation for orders worth more than this many VND; null for none. */
export const orderConfirmAboveSchema = z
  .number()
  .int('a whole number of VND')
  .positive('the value limit is above 0 VND')
  .max(1e13, 'the value limit is at most 10,000 billion VND')
  .nullable()

export const uiSettingsSchema = z.object({
  theme: themeSchema,
  locale: localeSchema,
  volumeUnit: volumeUnitSchema,
  shortcuts: shortcutsSchema,
  orderConfirm: orderConfirmSchema,
  orderConfirmAbove: orderConfirmAboveSchema,
})
export type UiSettings = z.infer<typeof uiSettingsSchema>
