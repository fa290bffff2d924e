import type { WorkspaceSnapshot } from '../../src-shared/bridge/contract'
import { getWorkstation } from '../lib/bridge/get-workstation'
import { useStrings } from '../i18n/strings'
import { choiceTitle } from './board-choice'
import { openSavedWindow } from './window-opening'

/**
 * Web shell only: saved windows of the last session that no tab shows yet. A browser lets a page
 * open a window only in answer to a click, so each one is a button (Electron reopens them itself).
 */
export function RestoreBar({
  windowIds,
  snapshot,
}: {
  readonly windowIds: readonly string[]
  readonly snapshot: WorkspaceSnapshot
}) {
  const t = useStrings().workspace
  const waiting = snapshot.windows.filter(
    (w) => windowIds.includes(w.id) && !snapshot.openWindowIds.includes(w.id),
  )
  if (waiting.length === 0) return null
  return (
    <div className="restore-bar" data-testid="restore-bar">
      <span>{t.restoreTitle}</span>
      {waiting.map((w) => (
        <button
          key={w.id}
          type="button"
          className="button"
          data-window-id={w.id}
          onClick={() => openSavedWindow(w)}
        >
          {t.restoreOpen}{' '}
          {w.board.source.kind === 'basket'
            ? choiceTitle(w.board.source, snapshot.watchlists, '')
            : choiceTitle(w.board.source, snapshot.watchlists, '')}
        </button>
      ))}
      <button type="button" className="button" onClick={() => waiting.forEach((w) => openSavedWindow(w))}>
        {t.restoreAll}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          for (const w of waiting) void getWorkstation().call('workspace.forgetWindow', { id: w.id })
        }}
      >
        {t.restoreDiscard}
      </button>
    </div>
  )
}
