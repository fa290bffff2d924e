import { useStream, type StreamState } from '../../../lib/bridge/use-stream'

/** The token state as the core reports it; an ended stream is the caller's to show. */
export function useAuthStatus(active = true): StreamState<'auth.status'> {
  return useStream('auth.status', {}, { enabled: active })
}
