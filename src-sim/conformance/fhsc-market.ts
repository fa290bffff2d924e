import { z } from 'zod'

/**
 * Group E's market-data routes beyond index-realtime and quote history (quotes, stocks, indices,
 * sectors, news, macro, calendar, rates, financials). Their shapes are not in any public material
 * (api-facts §5.6), so what is checked is what is published or proposed there: the FHSC envelope
 * (`error_code` "0", `message`, payload in `data`, §5.1), the list envelope `{items, page, page_size,
 * total}` with page_size at most 100, the realtime quote's and the order book's proposed fields, the
 * bank-rate element, and the spec's calendar rule (unit-free numeric strings plus `unit`). Written
 * from api-facts, not from the simulator's code.
 */

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ error_code: z.literal('0'), message: z.string(), data })

const list = z.object({
  items: z.array(z.unknown()),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
})

/** Any `data` object (shape not public). */
export const marketObject = envelope(z.record(z.string(), z.unknown()))
/** A paged list in `data` (the proposed list envelope). */
export const marketList = envelope(list.loose())

export const realtimeQuote = envelope(
  z.object({
    symbol: z.string(),
    price: z.number(),
    change: z.number(),
    change_percent: z.number(),
    reference: z.number(),
    ceiling: z.number().nullable(),
    floor: z.number().nullable(),
    open: z.number().nullable(),
    high: z.number().nullable(),
    low: z.number().nullable(),
    volume: z.number().nullable(),
    value: z.number().nullable(),
    /** Unix ms. */
    time: z.number().int().gt(1e12),
  }),
)

const level = z.object({ price: z.number(), volume: z.number().int().min(0) })
const book = z.object({ bids: z.array(level), asks: z.array(level), time: z.number().int().gt(1e12) })
export const orderBook = envelope(book)
export const orderBookHistory = envelope(list.extend({ items: z.array(book) }))

/** `data.bank_interest_rates[]`: one entry per bank with `rates` by term (api-facts' element). */
export const bankRates = envelope(
  z.object({
    bank_interest_rates: z.array(
      z.object({
        bank_code: z.string(),
        bank_name: z.string(),
        rates: z.array(z.object({ term_months: z.number().int().min(0), rate: z.number() })),
      }),
    ),
  }),
)

const figure = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'a unit-free numeric string')
  .nullable()
/** The economic calendar: `actual`, `previous`, `consensus`, `forecast` unit-free, the unit apart. */
export const calendar = envelope(
  list.extend({
    items: z.array(
      z.object({
        country: z.string(),
        actual: figure,
        previous: figure,
        consensus: figure,
        forecast: figure,
        unit: z.string().min(1),
      }),
    ),
  }),
)

/** Macro values by period, in the spec's formats `yyyy`, `yyyy-Qn`, `yyyy-MM`. */
export const macroSeries = envelope(
  z.object({
    values: z.array(z.object({ period: z.string().regex(/^\d{4}(-Q[1-4]|-\d{2})?$/), value: z.number() })),
  }),
)
