import { IdentityToken } from '../auth/identity-token'
import type { TokenManager } from '../auth/token-manager'
import type { CallHandlers } from '../bridge/router'
import { createHttpClient, type HttpClient } from '../http/http-client'
import type { RateBudget } from '../http/rate-budget'
import type { Profile } from '../profiles/profile'
import { createEventsService } from './events-service'
import { systemClock, type Clock } from '../clock/clock'
import { ResearchCache } from '../research/research-cache'

export interface EventsAreaDeps {
  profile: Profile
  budget: RateBudget
  /** Client of `{base_url}` (supply and demand). */
  http: HttpClient
  tokens: TokenManager
  /** The core's clock. */
  clock?: Clock
  /** The profile's one research cache, shared with the research area. */
  cache?: ResearchCache
}

/** Corporate events (group C, own `symbols-read` token on `{api_url}`) and supply and demand. */
export function createEventsArea(deps: EventsAreaDeps): {
  calls: Pick<CallHandlers, 'events.search' | 'market.supplyDemand'>
} {
  const clock = deps.clock ?? systemClock
  const identity = new IdentityToken({ identityUrl: deps.profile.identityUrl, clock })
  const events = createEventsService({
    // `{api_url}` is read by the profile's other clients too: the broker's clock is theirs.
    api: createHttpClient({
      baseUrl: deps.profile.apiUrl,
      budget: deps.budget,
      clock,
      brokerClock: deps.http.clock,
    }),
    base: deps.http,
    identityBearer: () => identity.bearer(),
    queryBearer: () => deps.tokens.bearer('query'),
    cache: deps.cache ?? new ResearchCache(deps.profile.id, clock),
  })
  return {
    calls: {
      'events.search': (q) => events.search(q),
      'market.supplyDemand': ({ ticker, investorType }, ctx) =>
        events.supplyDemand(ticker, investorType, ctx.signal),
    },
  }
}
