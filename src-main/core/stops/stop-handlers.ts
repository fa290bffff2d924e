import type { CallHandlers, StreamHandlers } from '../bridge/router'
import { guarded } from '../workspace/workspace-service'
import type { StopService } from './stop-service'

type StopCall =
  | 'stops.list'
  | 'stops.create'
  | 'stops.createBracket'
  | 'stops.modify'
  | 'stops.cancel'
  | 'stops.confirm'
  | 'stops.clearDone'

/** `guarded` for the calls that wait (the listing read for the lot and tick checks). */
async function guardedAsync<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    return guarded(() => {
      throw error
    })
  }
}

/** The stops area of the bridge: every write goes through the settings store's checks (`guarded`). */
export function stopHandlers(service: StopService): {
  calls: Pick<CallHandlers, StopCall>
  streams: Pick<StreamHandlers, 'stops.events'>
} {
  return {
    calls: {
      'stops.list': () => service.overview(),
      'stops.create': (draft) => guardedAsync(() => service.create(draft)),
      'stops.createBracket': ({ takeProfit, stopLoss }) =>
        guardedAsync(() => service.createBracket(takeProfit, stopLoss)),
      'stops.modify': (change) => guardedAsync(() => service.modify(change)),
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
