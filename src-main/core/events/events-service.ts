import type { z } from 'zod'
import type { eventSearchInputSchema } from '../../../src-shared/bridge/contract'
import { bsaMonthSchema, type BsaMonth } from '../../../src-shared/schemas/account'
import { corporateEventListSchema, type CorporateEvent } from '../../../src-shared/schemas/events'
import type { HttpClient } from '../http/http-client'
import { TtlCache } from '../http/ttl-cache'
import { brokerPath } from '../http/broker-path'

export type EventSearch = z.output<typeof eventSearchInputSchema>

export interface EventsServiceDeps {
  /** Client of `{api_url}`. */
  api: HttpClient
  /** Client of `{base_url}`. */
  base: HttpClient
  identityBearer: () => Promise<string>
  queryBearer: () => Promise<string>
}

/**
 * Group C event search (FireAnt's parameter names) and group A's monthly supply and demand. Both
 * change slowly, so answers are kept two minutes for every window.
 */
export function createEventsService(deps: EventsServiceDeps) {
  const events = new TtlCache<CorporateEvent[]>(120_000)
  const supply = new TtlCache<BsaMonth>(120_000)
  return {
    search(q: EventSearch): Promise<CorporateEvent[]> {
      return events.get(JSON.stringify(q), async () =>
        deps.api.request({
          path: '/events/search',
          schema: corporateEventListSchema,
          query: {
            symbol: q.symbol ?? '',
            orderBy: q.orderBy,
            type: q.type,
            startDate: q.startDate,
            endDate: q.endDate,
            offset: q.offset,
            limit: q.limit,
          },
          headers: { authorization: await deps.identityBearer() },
          priority: 'account',
        }),
      )
    },
    supplyDemand(ticker: string, investorType: 'all' | 'sheep' | 'wolf' | 'shark'): Promise<BsaMonth> {
      return supply.get(`${ticker}|${investorType}`, async () =>
        deps.base.request({
          path: brokerPath`/nyx/v1/intraday/${ticker}/bsa-month`,
          schema: bsaMonthSchema,
          query: { timeWindow: '1M', type: investorType },
          headers: { authorization: await deps.queryBearer() },
          priority: 'account',
        }),
      )
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
