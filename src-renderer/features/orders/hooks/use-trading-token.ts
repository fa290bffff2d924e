import { useStream } from '../../../lib/bridge/use-stream'

export interface TradingTokenWatch {
  /** Whether a trading token is active, so a cancel waiting for one can go out when it arrives. */
  readonly active: boolean
  /** The token state cannot be known: the core ended the `auth.status` stream. */
  readonly unavailable: boolean
  readonly retry: () => void
}

export function useTradingToken(enabled: boolean): TradingTokenWatch {
  const stream = useStream('auth.status', {}, { enabled })
  return {
    active: stream.latest?.token.state === 'trading',
    unavailable: stream.status === 'ended',
    retry: stream.resubscribe,
  }
}
