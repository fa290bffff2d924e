import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SecondFactorStatus } from '../../../../src-shared/bridge/contract'
import { StreamEnded } from '../../../components/stream-ended'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { useErrorWords } from '../../../i18n/error-words'
import { formatClock } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { useSecondFactor } from '../hooks/use-second-factor'
import { useSecondFactorUi } from '../second-factor-store'
import { useSecondFactorStrings, type SecondFactorStrings } from '../second-factor-strings'
import { AuthDialogFrame, OtpCodeField } from './auth-dialog-frame'

const sixDigits = /^\d{6}$/

/** "4:59": the e-mailed code's remaining life. */
function minutesSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  return `${String(Math.floor(total / 60))}:${String(total % 60).padStart(2, '0')}`
}

function endedWords(t: SecondFactorStrings, status: SecondFactorStatus): string | null {
  if (status.state === 'none' || status.state === 'expired' || status.state === 'revoked') {
    return t.ended[status.state]
  }
  return null
}

/**
 * The broker's daily second factor, from the keyboard: the user asks for a code (never the app: 5 a
 * day), types the 6 digits, Enter confirms. Shows where the code went (masked), the tries left, and
 * the code's countdown; three wrong codes lock it, said in words. Closes itself once the session is
 * active, unless it was opened on an active session (to see it or end it).
 */
export function SecondFactorDialog() {
  const t = useSecondFactorStrings()
  const { t: tr } = useTranslation('secondFactor')
  const stream = useSecondFactor()
  const status = stream.latest
  const reason = useSecondFactorUi((s) => s.reason)
  const hide = useSecondFactorUi((s) => s.hide)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const openedActive = useRef<boolean | null>(null)
  const state = status?.state ?? null
  const ticketExpiresAt = state === 'code-sent' ? (status?.ticketExpiresAt ?? null) : null
  const now = useNow(ticketExpiresAt !== null, 500)
  const ticketOver = ticketExpiresAt !== null && now >= ticketExpiresAt
  const locked = state === 'locked' || (state === 'code-sent' && status?.attemptsLeft === 0)
  const typing = state === 'code-sent' && !ticketOver && !locked

  useEffect(() => {
    if (state === null) return
    if (openedActive.current === null) openedActive.current = state === 'active'
    else if (state === 'active' && !openedActive.current) hide()
  }, [state, hide])

  useEffect(() => {
    if (typing) codeRef.current?.focus()
    else panelRef.current?.focus()
  }, [typing])

  // The core's words about the last step, once the user took one here; before that, the state's own
  // words above say it (in the UI's language) without repeating why an earlier session ended.
  const [acted, setActed] = useState(false)
  const run = async (call: () => Promise<unknown>) => {
    if (busy) return
    setActed(true)
    setBusy(true)
    try {
      await call()
    } finally {
      setBusy(false)
    }
  }
  const api = getWorkstation()
  const send = () => run(() => api.call('auth.secondFactor.request', {}))
  const confirm = () => {
    if (!sixDigits.test(code)) return
    const typed = code
    setCode('')
    void run(() => api.call('auth.secondFactor.verify', { code: typed }))
  }
  const revoke = () => run(() => api.call('auth.secondFactor.revoke', {}))

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      hide()
    } else if (e.key === 'Enter' && !e.repeat && typing) {
      e.preventDefault()
      e.stopPropagation()
      confirm()
    }
  }

  // Only a failure of a step taken in this opening of the dialog: an earlier one is history, and the
  // state's own words say where things stand. In the UI's words; the core's only as a tooltip.
  const words = useErrorWords()
  const problem = locked
    ? t.locked
    : ticketOver
      ? t.ticketExpired
      : acted && status?.problem != null
        ? words(status.problem)
        : null
  return (
    <AuthDialogFrame
      panelRef={panelRef}
      title={t.title}
      testId="second-factor-dialog"
      state={locked ? 'locked' : (state ?? 'loading')}
      onKeyDown={onKeyDown}
    >
      {reason !== null && (
        <p className="auth-sent" data-testid="second-factor-reason">
          {tr('askedBy', { reason })}
        </p>
      )}
      <p className="auth-intro">{t.intro}</p>
      {stream.status === 'ended' && (
        <p className="auth-error">
          <StreamEnded what="secondFactor" error={stream.error} onRetry={stream.resubscribe} />
        </p>
      )}
      {status !== null && endedWords(t, status) !== null && (
        <p className="auth-hint" data-testid="second-factor-ended">
          {endedWords(t, status)}
        </p>
      )}
      {state === 'active' && status?.sessionExpiresAt != null && (
        <p className="auth-ok" data-testid="second-factor-active">
          {tr('active', { time: formatClock(status.sessionEndsOnBrokerClock ?? status.sessionExpiresAt) })}
        </p>
      )}
      {typing && (
        <>
          <p className="auth-sent" data-testid="second-factor-sent">
            {tr('sentTo', { destination: status?.maskedDestination ?? '' })}
          </p>
          <OtpCodeField
            inputRef={codeRef}
            label={t.codeLabel}
            maxLength={6}
            value={code}
            testId="second-factor-code"
            onChange={setCode}
          />
          <p className="auth-hint">
            {status?.attemptsLeft != null && (
              <span data-testid="second-factor-attempts">
                {tr('attemptsLeft', { count: status.attemptsLeft })}{' '}
              </span>
            )}
            {ticketExpiresAt !== null && (
              <span className="auth-countdown" data-testid="second-factor-countdown">
                {tr('expiresIn', { time: minutesSeconds(ticketExpiresAt - now) })}
              </span>
            )}
          </p>
        </>
      )}
      {problem !== null && state !== 'active' && (
        <p
          className="auth-error"
          role="alert"
          data-testid="second-factor-error"
          title={status?.message ?? undefined}
        >
          {problem}
        </p>
      )}
      {state !== 'active' && <p className="auth-hint">{t.allowance}</p>}
      <div className="auth-actions">
        {state !== null && state !== 'active' && (
          <button
            type="button"
            className={`auth-button${typing ? '' : ' primary'}`}
            data-testid="second-factor-send"
            disabled={busy}
            onClick={() => void send()}
          >
            {busy && !typing ? t.sending : state === 'none' ? t.send : t.sendAgain}
          </button>
        )}
        {typing && (
          <button
            type="button"
            className="auth-button primary"
            data-testid="second-factor-confirm"
            disabled={busy || !sixDigits.test(code)}
            onClick={confirm}
          >
            {busy ? t.confirming : t.confirm}
          </button>
        )}
        {state === 'active' && (
          <button
            type="button"
            className="auth-button"
            data-testid="second-factor-revoke"
            disabled={busy}
            onClick={() => void revoke()}
          >
            {t.revoke}
          </button>
        )}
        <button type="button" className="auth-button" onClick={hide}>
          {t.close}
        </button>
      </div>
    </AuthDialogFrame>
  )
}
