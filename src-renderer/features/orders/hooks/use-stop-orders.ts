import { useState } from 'react'
import type { Stop } from '../../../../src-shared/bridge/contract'
import { useStream } from '../../../lib/bridge/use-stream'

/**
 * The group E orders the app's stop orders sent, by order id, so the blotter marks each row with
 * the stop it came from (the stops' own stream: the orders feature imports no other feature).
 */
export function useStopOrders(): ReadonlyMap<string, Stop> {
  const [byOrder, setByOrder] = useState<ReadonlyMap<string, Stop>>(new Map())
  useStream(
    'stops.events',
    {},
    {
      onEvent: (event) => {
        if (event.type !== 'overview') return
        const next = new Map<string, Stop>()
        for (const stop of event.overview.stops)
          if (stop.outcome?.orderId) next.set(stop.outcome.orderId, stop)
        setByOrder(next)
      },
    },
  )
  return byOrder
}
