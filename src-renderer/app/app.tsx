import { Suspense } from 'react'
import { StreamEnded } from '../components/stream-ended'
import { SecondFactorHost } from '../features/auth'
import { useStrings } from '../i18n/strings'
import { useWorkspaceStore } from '../lib/workspace/workspace-store'
import { BoardWindow } from './board-window'
import { AppProviders } from './providers'
import { AlertToasts } from '../features/alerts'
import { StopPrompts } from '../features/stops'
import { BrokerRecovery } from './broker-recovery'
import { SessionEndedNotice } from './session-ended'
import { useActivityReport } from './use-activity-report'
import { useShortcutOverrides } from './use-shortcut-overrides'
import { useUiPreferences } from './use-ui-preferences'
import { useMenuCommands } from './use-menu-commands'
import { useUpdateHold } from './use-update-hold'
import { useWorkspaceMirror } from './use-workspace-mirror'
import { useWindowSession } from './use-window-session'
import { windowKindOf } from './window-registry'
import { ticketWindowKinds } from './register-features'
import { TicketHost } from '../features/orders'
import { ProfileFollower } from './profile-follower'

/** Which saved window this page is, then that window once the workspace has arrived. */
function WorkspaceWindow() {
  const session = useWindowSession()
  const snapshot = useWorkspaceStore((s) => s.snapshot)
  const t = useStrings()
  useActivityReport()
  if (session.error !== null) {
    return (
      <div className="board-empty" role="alert" data-testid="window-error">
        {session.error}
      </div>
    )
  }
  const { changes } = session
  const ended =
    changes.status === 'ended' ? (
      <StreamEnded
        what="workspace"
        error={changes.error}
        onRetry={changes.resubscribe}
        className="window-stream-ended"
      />
    ) : null
  if (session.windowId === null || snapshot === null) {
    return (
      <div className="board-empty" data-testid="window-loading">
        {ended ?? t.app.loadingInfo}
      </div>
    )
  }
  return (
    <>
      {ended}
      <BoardWindow windowId={session.windowId} snapshot={snapshot} restorable={session.restorable} />
    </>
  )
}

function WindowLoading() {
  const t = useStrings()
  return (
    <div className="board-empty" data-testid="window-loading">
      {t.app.loadingInfo}
    </div>
  )
}

export function App() {
  // A window kind registered by a feature (`?view=`) replaces the board; see window-registry.ts.
  const extra = windowKindOf(window.location.search)
  // A popup (blotter, chart, account) is not a saved window, but follows the workspace all the same:
  // theme, language and key bindings change in every window at once.
  const mirror = useWorkspaceMirror(extra !== undefined)
  useUiPreferences()
  useShortcutOverrides()
  useMenuCommands()
  useUpdateHold()
  return (
    <AppProviders>
      <ProfileFollower />
      {extra ? (
        <>
          {mirror.status === 'ended' && (
            <StreamEnded
              what="workspace"
              error={mirror.error}
              onRetry={mirror.resubscribe}
              className="window-stream-ended"
            />
          )}
          {/* Every kind but the board is a chunk of its own (lib/windows/lazy-window.ts). */}
          <Suspense fallback={<WindowLoading />}>
            <extra.component params={new URLSearchParams(window.location.search)} />
          </Suspense>
          {ticketWindowKinds.has(extra.kind) && <TicketHost />}
        </>
      ) : (
        <WorkspaceWindow />
      )}
      {/* Every window kind that can trade (board, blotter, account) answers the ticket's ask. */}
      <SecondFactorHost />
      <SessionEndedNotice />
      <BrokerRecovery />
      <AlertToasts />
      <StopPrompts />
    </AppProviders>
  )
}
