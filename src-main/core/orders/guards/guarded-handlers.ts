import type { CallHandlers, StreamHandlers } from '../../bridge/router'
import type { OrderGuards } from './order-guards'

type Entry = Pick<CallHandlers, 'orders.place' | 'orders.modify'>

/**
 * The order-entry handlers behind the guards: `orders.place` and `orders.modify` reach the order
 * client only once every guard let them through; `workspace.setUi` may not loosen a confirmation
 * by itself; and the guards' own calls and stream.
 */
export function guardedHandlers(
  guards: OrderGuards,
  entry: Entry,
  setUi: CallHandlers['workspace.setUi'],
): {
  calls: Entry &
    Pick<CallHandlers, 'orders.guards' | 'orders.setGuards' | 'orders.setTradingPin' | 'workspace.setUi'>
  streams: Pick<StreamHandlers, 'orders.guardChanges'>
} {
  return {
    calls: {
      'orders.place': (intent, ctx) =>
        guards.place(intent, (checked) => Promise.resolve(entry['orders.place'](checked, ctx))),
      'orders.modify': (change, ctx) =>
        guards.modify(change, (checked) => Promise.resolve(entry['orders.modify'](checked, ctx))),
      'orders.guards': () => guards.status(),
      'orders.setGuards': (change) => guards.change(change),
      // The PIN and the setup code go to their checks and are dropped with this closure.
      'orders.setTradingPin': ({ next, current, setupCode }) => guards.setPin(next, { current, setupCode }),
      'workspace.setUi': async (patch, ctx) => {
        await guards.checkUiPatch(patch)
        const ui = await setUi(patch, ctx)
        guards.uiChanged()
        return ui
      },
    },
    streams: {
      'orders.guardChanges': (_params, emit) => {
        emit(guards.status())
        return guards.onChange(emit)
      },
    },
  }
}
