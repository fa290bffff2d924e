import type { CallHandlers, StreamHandlers } from '../bridge/router'
import { guarded } from '../workspace/workspace-service'
import type { AlertService } from './alert-service'

type AlertCall =
  | 'alerts.list'
  | 'alerts.save'
  | 'alerts.remove'
  | 'alerts.pause'
  | 'alerts.history'
  | 'alerts.clearHistory'
  | 'alerts.setSound'

const ok = { ok: true as const }

/** The alerts area of the bridge: every write goes through the settings store's checks (`guarded`). */
export function alertHandlers(service: AlertService): {
  calls: Pick<CallHandlers, AlertCall>
  streams: Pick<StreamHandlers, 'alerts.events'>
} {
  return {
    calls: {
      'alerts.list': () => service.overview(),
      'alerts.save': (alert) => guarded(() => service.save(alert)),
      'alerts.remove': ({ id }) => {
        guarded(() => service.remove(id))
        return ok
      },
      'alerts.pause': ({ id, paused }) => {
        guarded(() => service.pause(id, paused))
        return ok
      },
      'alerts.history': () => service.history(),
      'alerts.clearHistory': () => {
        guarded(() => service.clearHistory())
        return ok
      },
      'alerts.setSound': ({ sound }) => {
        guarded(() => service.setSound(sound))
        return ok
      },
    },
    streams: { 'alerts.events': (_params, emit) => service.subscribe(emit) },
  }
}
