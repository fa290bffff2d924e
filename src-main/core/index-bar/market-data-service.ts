import type { IndexCode } from '../../../src-shared/bridge/contract'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { indexRealtimeSchema, type IndexRealtime } from '../../../src-shared/schemas/index-realtime'
import { CoreError } from '../errors/to-bridge-error'
import type { HttpClient } from '../http/http-client'

export interface MarketDataDeps {
  /** Client of `{api_url}` (group E). */
  api: HttpClient
  /** Tier-1 header of group E: `X-SVC-APIKEY` (null when the profile has no key yet). */
  apiKeyHeader: () => Promise<Record<string, string> | null>
}

/** Group E market data at tier 1 (API key only): the exchange's index levels. */
export function createMarketDataService(deps: MarketDataDeps) {
  return {
    /** One request for all the codes; the service skips the ones it does not know. */
    async indexRealtime(codes: readonly IndexCode[]): Promise<IndexRealtime> {
      const headers = await deps.apiKeyHeader()
      // Without a key the service can only answer 401: do not spend a request of the quota on it.
      if (headers === null) {
        throw new CoreError(
          bridgeError('auth', 'no-api-key', 'No API key is set for this profile, so group E is not used.'),
        )
      }
      return deps.api.request({
        path: '/market/index-realtime',
        schema: indexRealtimeSchema,
        query: { index: codes.join(',') },
        priority: 'board',
        headers,
      })
    },
  }
}

export type MarketDataService = ReturnType<typeof createMarketDataService>
