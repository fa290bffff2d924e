import { z } from 'zod'
import { listPage, marketEnvelope, maybeNum, num, optNum, optText } from './envelope'

/** Asset kinds of `/market/quotes/{kind}` (spec, group E). */
export const quoteKinds = [
  'stocks',
  'indices',
  'forex',
  'cryptos',
  'commodities',
  'funds',
  'bonds',
  'etfs',
] as const
export type QuoteKind = (typeof quoteKinds)[number]

/** `/market/quotes/{kind}/{symbol}`: snake_case fields (api-facts §5.6 PROPOSED); stock prices in VND. */
export const researchQuoteSchema = z.object({
  symbol: z.string(),
  kind: z.string().optional(),
  name: optText,
  currency: optText,
  price: num,
  change: num,
  change_percent: num,
  reference: num,
  ceiling: optNum,
  floor: optNum,
  open: optNum,
  high: optNum,
  low: optNum,
  volume: optNum,
  value: optNum,
  /** Unix ms. */
  time: num,
})
export type ResearchQuote = z.infer<typeof researchQuoteSchema>
export const researchQuoteBody = marketEnvelope(researchQuoteSchema)

const level = z.object({ price: num, volume: num })
export const orderBookSchema = z.object({
  symbol: z.string().optional(),
  bids: z.array(level),
  asks: z.array(level),
  time: optNum,
})
export type OrderBook = z.infer<typeof orderBookSchema>
export const orderBookBody = marketEnvelope(orderBookSchema)
export const orderBookHistoryBody = marketEnvelope(listPage(orderBookSchema))

export const catalogItemSchema = z.object({
  symbol: z.string(),
  name: optText,
  kind: optText,
  exchange: optText,
  currency: optText,
})
export const catalogBody = marketEnvelope(listPage(catalogItemSchema))

export const dealerProductSchema = z.object({
  dealer: z.string(),
  dealer_name: optText,
  product: z.string(),
  name: optText,
  unit: optText,
  currency: optText,
  buy: maybeNum,
  sell: maybeNum,
  time: optNum,
})
export const dealerProductsBody = marketEnvelope(
  z.object({ symbol: z.string(), items: z.array(dealerProductSchema) }),
)
