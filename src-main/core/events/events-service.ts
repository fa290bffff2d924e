import type { z } from 'zod'
import type { eventSearchInputSchema } from '../../../src-shared/bridge/contract'
import { bsaMonthSchema, type BsaMonth } from '../../../src-shared/schemas/account'
import { corporateEventListSchema, type CorporateEvent } from '../../../src-shared/schemas/events'
import type { HttpClient } from '../http/http-client'
import { ResearchCache } from '../research/research-cache'
import { brokerPath } from '../http/broker-path'

export type EventSearch = z.output<typeof eventSearchInputSchema>

export interface EventsServiceDeps {
  /** Client of `{api_url}`. */
  api: HttpClient
  /** Client of `{base_url}`. */
  base: HttpClient
  identityBearer: () => Promise<string>
  queryBearer: () => Promise<string>
  /** The profile's one research cache (create-core.ts); one of its own on this machine's clock when not given. */
  cache?: ResearchCache
}

/**
 * Group C event search (FireAnt's parameter names) and group A's monthly supply and demand. Both
 * change slowly, so answers are kept for every window in the profile's research cache (events five
 * minutes, supply and demand two).
 */
export function createEventsService(deps: EventsServiceDeps) {
  const cache = deps.cache ?? new ResearchCache('')
  return {
    search(q: EventSearch): Promise<CorporateEvent[]> {
      return cache.get('events', `/events/search?${JSON.stringify(q)}`, async () =>
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
    /** `signal`: the window that asked dropped the read (a cancelled bridge call). */
    supplyDemand(
      ticker: string,
      investorType: 'all' | 'sheep' | 'wolf' | 'shark',
      signal?: AbortSignal,
    ): Promise<BsaMonth> {
      return cache.get(
        'supplyDemand',
        `bsa-month|${ticker}|${investorType}`,
        async (shared) =>
          deps.base.request({
            path: brokerPath`/nyx/v1/intraday/${ticker}/bsa-month`,
            schema: bsaMonthSchema,
            query: { timeWindow: '1M', type: investorType },
            headers: { authorization: await deps.queryBearer() },
            priority: 'account',
            signal: shared,
          }),
        signal,
      )
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
