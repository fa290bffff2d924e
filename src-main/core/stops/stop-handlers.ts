import type { CallHandlers, StreamHandlers } from '../bridge/router'
import { guarded } from '../workspace/workspace-service'
import type { StopService } from './stop-service'

type StopCall =
  'stops.list' | 'stops.create' | 'stops.createBracket' | 'stops.cancel' | 'stops.confirm' | 'stops.clearDone'

/** The stops area of the bridge: every write goes through the settings store's checks (`guarded`). */
export function stopHandlers(service: StopService): {
  calls: Pick<CallHandlers, StopCall>
  streams: Pick<StreamHandlers, 'stops.events'>
} {
  return {
    calls: {
      'stops.list': () => service.overview(),
      'stops.create': (draft) => guarded(() => service.create(draft)),
      'stops.createBracket': ({ takeProfit, stopLoss }) =>
        guarded(() => service.createBracket(takeProfit, stopLoss)),
      'stops.cancel': ({ id }) => guarded(() => service.cancel(id)),
      'stops.confirm': ({ id, confirmedPossibleDuplicate }) =>
        service.confirm(id, confirmedPossibleDuplicate === true),
      'stops.clearDone': () => {
        guarded(() => service.clearDone())
        return { ok: true as const }
      },
    },
    streams: { 'stops.events': (_params, emit) => service.subscribe(emit) },
  }
}
