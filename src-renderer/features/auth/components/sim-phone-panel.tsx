import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { formatClock, secondsUntil } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { useAuthUi } from '../auth-store'
import { StreamEnded } from '../../../components/stream-ended'
import { useErrorWords } from '../../../i18n/error-words'
import { usePhoneInbox } from '../hooks/use-phone-inbox'
import { useAuthStrings } from '../strings'
import './auth.css'

/**
 * Demo only: the demo user's phone, as the simulator fills it. Codes arrive here instead of by SMS,
 * and app approvals are answered here, so the whole second-factor flow works without a phone.
 */
export function SimPhonePanel() {
  const t = useAuthStrings()
  const stream = usePhoneInbox(true)
  const inbox = stream.latest
  const words = useErrorWords()
  const pending = inbox?.approvals.some((a) => a.status === 'pending' && !a.expired) ?? false
  const now = useNow(pending, 500)
  if (inbox !== null && !inbox.available) return null
  const decide = (transactionId: string, approve: boolean) =>
    void getWorkstation().call('demoPhone.decide', { transactionId, approve })
  return (
    <aside className="sim-phone" aria-label={t.phone.title} data-testid="sim-phone">
      <header>
        <strong>{t.phone.title}</strong>
        <button type="button" className="auth-button" onClick={() => useAuthUi.getState().setPhone(false)}>
          {t.phone.hide}
        </button>
      </header>
      <p className="auth-hint">{t.phone.note}</p>
      {stream.status === 'ended' && (
        <p className="auth-error">
          <StreamEnded what="phone" error={stream.error} onRetry={stream.resubscribe} />
        </p>
      )}
      {inbox?.error && (
        <p className="auth-error" title={inbox.error.message}>
          {words(inbox.error)}
        </p>
      )}
      <ol className="sim-phone-messages">
        {inbox?.messages.map((m) => (
          <li key={`${m.time}-${m.code}`} data-testid="sim-phone-message" data-channel={m.channel}>
            <span className="sim-phone-meta">
              {m.channel === 'sms' ? 'SMS' : 'E-mail'} · {m.destination} · {formatClock(Date.parse(m.time))}
            </span>
            <span className="sim-phone-code" data-testid="sim-phone-code">
              {m.code}
            </span>
          </li>
        ))}
      </ol>
      {inbox !== null && inbox.messages.length === 0 && <p className="auth-hint">{t.phone.empty}</p>}
      {inbox !== null && inbox.approvals.length > 0 && (
        <>
          <h3>{t.phone.approvals}</h3>
          <ol className="sim-phone-approvals">
            {inbox.approvals.map((a) => {
              const open = a.status === 'pending' && !a.expired
              return (
                <li
                  key={a.transactionId}
                  data-testid="sim-phone-approval"
                  data-status={a.expired ? 'expired' : a.status}
                >
                  <span className="sim-phone-meta">
                    {a.transactionId.slice(0, 8)} · {a.expired ? t.phone.expired : t.phone.status[a.status]}
                    {open && ` · ${secondsUntil(Date.parse(a.expiresAt), now)} s`}
                  </span>
                  {open && (
                    <span className="sim-phone-buttons">
                      <button
                        type="button"
                        className="auth-button primary"
                        onClick={() => decide(a.transactionId, true)}
                      >
                        {t.phone.approve}
                      </button>
                      <button
                        type="button"
                        className="auth-button"
                        onClick={() => decide(a.transactionId, false)}
                      >
                        {t.phone.reject}
                      </button>
                    </span>
                  )}
                </li>
              )
            })}
          </ol>
        </>
      )}
    </aside>
  )
}
