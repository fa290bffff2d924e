import type { SessionMarket, SessionPhase } from '../../../src-shared/market/sessions'
import { useStream } from '../bridge/use-stream'

/**
 * The session of one market as the core's one source says it (the header's and the ticket's), or
 * null while unknown or when the stream has ended: a session that may have moved on is not shown.
 */
export function useMarketSession(market: SessionMarket | null): SessionPhase | null {
  const stream = useStream('workspace.market', {}, { enabled: market !== null })
  if (market === null || stream.status === 'ended') return null
  return stream.latest?.sessions[market] ?? null
}
