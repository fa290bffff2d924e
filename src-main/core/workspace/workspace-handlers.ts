import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { FeedRegistry } from '../board/feed-registry'
import type { ActivityTracker } from '../board/activity-tracker'
import type { IndexBarService } from '../index-bar/index-bar'
import type { LinkBus } from './link-bus'
import type { MarketStatusService } from '../market-status/market-status'
import type { WorkspaceService } from './workspace-service'
import { systemClock, type Clock } from '../clock/clock'

type WorkspaceCall = Extract<keyof CallHandlers, `workspace.${string}`>
type WorkspaceStream = Extract<keyof StreamHandlers, `workspace.${string}`>

export interface WorkspaceDeps {
  workspace: WorkspaceService
  activity: ActivityTracker
  links: LinkBus
  market: MarketStatusService
  indexBar: IndexBarService
  feeds: FeedRegistry
  /** The core's clock: the moment of a link selection. */
  clock?: Pick<Clock, 'now'>
}

/** The workspace area of the contract: thin adapters from bridge calls to the core's services. */
export function workspaceHandlers(deps: WorkspaceDeps): {
  calls: Pick<CallHandlers, WorkspaceCall>
  streams: Pick<StreamHandlers, WorkspaceStream>
} {
  const { workspace, activity, links } = deps
  const clock = deps.clock ?? systemClock
  const now = () => clock.now()
  const ok = { ok: true as const }
  return {
    calls: {
      'workspace.get': () => workspace.snapshot(),
      'workspace.createWindow': ({ board, bounds, open }) => workspace.createWindow(board, bounds, open),
      'workspace.saveWindowBoard': ({ id, board }) => workspace.saveWindowBoard(id, board),
      'workspace.saveWindowBounds': ({ id, bounds }) => {
        workspace.saveWindowBounds(id, bounds)
        return ok
      },
      'workspace.saveWindowLink': ({ id, group }) => {
        workspace.saveWindowLink(id, group)
        return ok
      },
      'workspace.forgetWindow': ({ id }) => {
        workspace.forgetWindow(id)
        return ok
      },
      'workspace.saveWatchlist': ({ id, name, symbols }) => workspace.saveWatchlist({ id, name, symbols }),
      'workspace.deleteWatchlist': ({ id }) => {
        workspace.deleteWatchlist(id)
        return ok
      },
      'workspace.setUi': (patch) =>
        workspace.setUi({
          ...(patch.theme === undefined ? {} : { theme: patch.theme }),
          ...(patch.locale === undefined ? {} : { locale: patch.locale }),
          ...(patch.volumeUnit === undefined ? {} : { volumeUnit: patch.volumeUnit }),
          // The whole map: a rebind sends every override, so the core checks them together.
          ...(patch.shortcuts === undefined ? {} : { shortcuts: patch.shortcuts }),
          ...(patch.orderConfirm === undefined ? {} : { orderConfirm: patch.orderConfirm }),
          ...(patch.orderConfirmAbove === undefined ? {} : { orderConfirmAbove: patch.orderConfirmAbove }),
        }),
      'workspace.reportActivity': ({ focused, visible }, ctx) => ({
        cadenceMs: activity.report(ctx.clientId, focused, visible),
      }),
      'workspace.selectSymbol': ({ group, symbol, fromWindowId }) => {
        links.select({ group, symbol, fromWindowId, at: now() })
        return ok
      },
    },
    streams: {
      'workspace.changes': ({ windowId }, emit) => {
        const stopListening = workspace.onChange(() => emit(workspace.snapshot()))
        const release = windowId === null ? () => undefined : workspace.attach(windowId)
        emit(workspace.snapshot())
        return () => {
          stopListening()
          release()
        }
      },
      'workspace.link': ({ group }, emit) => links.subscribe(group, emit),
      'workspace.market': (_params, emit) => deps.market.subscribe(emit),
      'workspace.indexBar': (_params, emit) => deps.indexBar.subscribe(emit),
    },
  }
}
