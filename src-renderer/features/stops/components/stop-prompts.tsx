import { useTranslation } from 'react-i18next'
import type { Stop, StopEvent } from '../../../../src-shared/bridge/contract'
import { askSecondFactor } from '../../../lib/auth/second-factor-prompt'
import { useStream } from '../../../lib/bridge/use-stream'
import { useToastQueue } from '../../../lib/toasts/use-toast-queue'
import { openStopsWindow } from '../../../lib/stops/open-stops-window'
import { useStopStrings } from '../strings'
import './stops.css'

const toastMs = 10_000

/**
 * In every window: a stop that triggered and sent, or that asks (confirmation, second factor), is a
 * toast; one that needs the second factor opens the code dialog (the auth feature's, through
 * `askSecondFactor`), and the core sends it once the session is active.
 */
export function StopPrompts() {
  const s = useStopStrings()
  const { t } = useTranslation('stops')
  const [toasts, setToasts] = useToastQueue<Stop>(toastMs)
  useStream(
    'stops.events',
    {},
    {
      onEvent: (event: StopEvent) => {
        if (event.type === 'overview') return
        const stop = event.stop
        if (event.type === 'triggered' && stop.state === 'needs-second-factor')
          askSecondFactor({ reason: t('secondFactorReason', { symbol: stop.symbol }) })
        setToasts((list) => [...list.filter((t) => t.id !== stop.id), stop].slice(-4))
      },
    },
  )
  if (toasts.length === 0) return null
  return (
    <div className="stop-toasts" role="status" aria-live="polite">
      {toasts.map((stop) => (
        <div key={stop.id} className="stop-toast" data-testid="stop-toast" data-state={stop.state}>
          {t('triggeredToast', { symbol: stop.symbol, state: s.states[stop.state] })}
          {stop.outcome?.orderId ? ` · ${stop.outcome.orderId}` : ''}{' '}
          <button type="button" className="link-button" onClick={openStopsWindow}>
            {s.openList}
          </button>
        </div>
      ))}
    </div>
  )
}
