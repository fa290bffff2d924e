import { z } from 'zod'
import { bsaMonthSchema } from '../../schemas/account'
import { corporateEventListSchema } from '../../schemas/events'
import { symbolSchema } from './common'

/** Corporate events (group C) and intraday supply and demand by investor type (group A). */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is yyyy-MM-dd')

export const eventSearchInputSchema = z
  .strictObject({
    /** Search keyword; the services match it against the symbol. Empty or absent: all symbols. */
    symbol: z.string().trim().toUpperCase().max(20).optional(),
    /** 0 all, 1 cash dividend, 2 stock dividend, 3 rights issue. */
    type: z.literal([0, 1, 2, 3]).default(0),
    /** 1 ex-rights date, 2 record date, 3 execution date. */
    orderBy: z.literal([1, 2, 3]).default(1),
    startDate: isoDate,
    endDate: isoDate,
    offset: z.number().int().min(0).max(100_000).default(0),
    limit: z.number().int().min(1).max(500).default(20),
  })
  .refine((q) => q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  })

export const investorTypeSchema = z.enum(['all', 'sheep', 'wolf', 'shark'])

export const eventCalls = {
  'events.search': { input: eventSearchInputSchema, output: corporateEventListSchema },
  'market.supplyDemand': {
    cancellable: true,
    input: z.strictObject({ ticker: symbolSchema, investorType: investorTypeSchema.default('all') }),
    output: bsaMonthSchema,
  },
} as const
