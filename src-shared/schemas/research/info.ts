import { z } from 'zod'
import { listPage, marketEnvelope, maybeNum, num, optText } from './envelope'

/** The news topics of api-facts and the simulator. */
export const newsTopics = [
  'market',
  'stock',
  'macro',
  'banking',
  'real-estate',
  'world',
  'commodities',
] as const
export type NewsTopic = (typeof newsTopics)[number]

export const newsItemSchema = z.object({
  id: z.union([z.string(), z.number().transform(String)]),
  topic: optText,
  symbols: z.array(z.string()).optional(),
  title: z.string(),
  title_en: optText,
  summary: optText,
  summary_en: optText,
  source: optText,
  /** Unix ms. */
  published_at: num,
  url: optText,
})
export type NewsItem = z.infer<typeof newsItemSchema>
export const newsBody = marketEnvelope(listPage(newsItemSchema))
export const newsItemBody = marketEnvelope(newsItemSchema.extend({ content: optText, content_en: optText }))

export const macroIndicatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_en: optText,
  unit: optText,
  frequency: z.string(),
  latest_period: optText,
})
export const macroCatalogBody = marketEnvelope(z.object({ items: z.array(macroIndicatorSchema) }))
export const macroSeriesBody = marketEnvelope(
  z.object({
    indicator: z.string(),
    name: optText,
    name_en: optText,
    unit: optText,
    frequency: z.string(),
    values: z.array(z.object({ period: z.string(), value: maybeNum })),
  }),
)

/** Values are unit-free numeric strings; `unit` says what they count (Percent, Thousand, USD Billion). */
const figure = z
  .union([z.string(), z.number().transform(String)])
  .nullable()
  .optional()
export const calendarEventSchema = z.object({
  id: z.union([z.string(), z.number().transform(String)]),
  country: z.string(),
  event: z.string(),
  event_vi: optText,
  time: num,
  importance: num.optional(),
  unit: optText,
  actual: figure,
  previous: figure,
  consensus: figure,
  forecast: figure,
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>
export const calendarBody = marketEnvelope(listPage(calendarEventSchema))

export const bankRatesBody = marketEnvelope(
  z.object({
    updated_at: num.optional(),
    bank_interest_rates: z.array(
      z.object({
        bank_code: z.string(),
        bank_name: optText,
        rates: z.array(z.object({ term_months: num, rate: maybeNum })),
      }),
    ),
  }),
)
