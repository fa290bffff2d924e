import { z } from 'zod'
import { lenientNumber } from './lenient'

/** Group C corporate event search: a top-level array of records. */
export const corporateEventSchema = z.object({
  eventID: lenientNumber,
  symbol: z.string(),
  name: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  recordDate: z.string().nullable().optional(),
  registrationDate: z.string().nullable().optional(),
  executionDate: z.string().nullable().optional(),
  type: lenientNumber,
})
export const corporateEventListSchema = z.array(corporateEventSchema)
export type CorporateEvent = z.infer<typeof corporateEventSchema>
