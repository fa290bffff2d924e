import { useConnectionState } from '../lib/bridge/use-connection-state'
import { useStrings } from '../i18n/strings'

/**
 * Covers the window once its web shell is gone for good (restarted or stopped): a board that keeps
 * showing prices and buttons would invite orders that go nowhere. Says what happened and how to get
 * the workstation back.
 */
export function SessionEndedNotice() {
  const connection = useConnectionState()
  const t = useStrings().connection
  if (connection.phase !== 'ended') return null
  return (
    <div className="session-ended" role="alertdialog" aria-modal="true" aria-labelledby="session-ended-title">
      <div className="session-ended-box" data-testid="session-ended" data-reason={connection.endReason}>
        <h2 id="session-ended-title">{t.endedTitle}</h2>
        <p>{connection.endReason === 'restarted' ? t.endedRestarted : t.endedStopped}</p>
        <p>{t.reopen}</p>
      </div>
    </div>
  )
}
