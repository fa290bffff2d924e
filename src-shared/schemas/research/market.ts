import { z } from 'zod'
import { listPage, marketEnvelope, num, optNum, optText } from './envelope'
import { flowTotalsSchema } from './stocks'

export const indexRowSchema = z.object({
  symbol: z.string(),
  name: optText,
  value: optNum,
  change: optNum,
  change_percent: optNum,
  volume: optNum,
  traded_value: optNum,
  advances: optNum,
  declines: optNum,
  nochanges: optNum,
})
export const indicesBody = marketEnvelope(listPage(indexRowSchema).extend({ window: optText }))

export const breadthSchema = z.object({
  advances: num,
  declines: num,
  nochanges: num,
  ceiling: optNum,
  floor: optNum,
  total: optNum,
  time: optNum,
})
export type Breadth = z.infer<typeof breadthSchema>
export const indexBreadthBody = marketEnvelope(breadthSchema.extend({ symbol: z.string() }))
export const sectorBreadthBody = marketEnvelope(breadthSchema.extend({ slug: z.string() }))

export const constituentSchema = z.object({
  symbol: z.string(),
  name: optText,
  exchange: optText,
  price: num,
  reference: optNum,
  change: optNum,
  change_percent: optNum,
  volume: optNum,
  value: optNum,
  market_cap: optNum,
  weight_pct: optNum,
})
export type Constituent = z.infer<typeof constituentSchema>
export const indexConstituentsBody = marketEnvelope(
  listPage(constituentSchema).extend({ symbol: z.string() }),
)
export const sectorConstituentsBody = marketEnvelope(listPage(constituentSchema).extend({ slug: z.string() }))

export const sectorRowSchema = z.object({
  slug: z.string(),
  code: z.string(),
  name: z.string(),
  name_en: optText,
  level: num,
  parent: optText,
  constituents: optNum,
  market_cap: optNum,
  change_percent: optNum,
  volume: optNum,
  value: optNum,
  advances: optNum,
  declines: optNum,
  nochanges: optNum,
})
export type SectorRow = z.infer<typeof sectorRowSchema>
export const sectorsBody = marketEnvelope(listPage(sectorRowSchema))

export const sectorPerformanceBody = marketEnvelope(
  z.object({ slug: z.string(), returns: z.record(z.string(), num.nullable()) }),
)
export const sectorPerformanceHistoryBody = marketEnvelope(
  z.object({ slug: z.string(), series: z.array(z.object({ date: z.string(), t: num, value: num })) }),
)
export const indexForeignBody = marketEnvelope(flowTotalsSchema.extend({ symbol: z.string() }))
export const sectorForeignBody = marketEnvelope(flowTotalsSchema.extend({ slug: z.string() }))
export const indexForeignHistoryBody = marketEnvelope(
  listPage(flowTotalsSchema).extend({ symbol: z.string() }),
)
export const sectorForeignHistoryBody = marketEnvelope(
  listPage(flowTotalsSchema).extend({ slug: z.string() }),
)
