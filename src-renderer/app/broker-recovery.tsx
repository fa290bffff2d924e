import { useQueryClient } from '@tanstack/react-query'
import { useStream } from '../lib/bridge/use-stream'

/**
 * Listens for "the broker answers again" (the core's BrokerHealth): every query of this window that
 * failed, or is waiting out a retry, asks again now instead of at its own next interval. The
 * account panel's parts poll every 10 to 30 s and retry with their own back-off; this brings them
 * back within a second of the broker, without polling any faster while it is down.
 */
export function BrokerRecovery() {
  const client = useQueryClient()
  useStream(
    'app.broker',
    {},
    {
      onEvent: () => {
        void client.refetchQueries(
          {
            type: 'active',
            predicate: (query) => query.state.status === 'error' || query.state.fetchFailureCount > 0,
          },
          { cancelRefetch: true },
        )
      },
    },
  )
  return null
}
