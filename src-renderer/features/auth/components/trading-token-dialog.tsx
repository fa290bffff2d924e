import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuthStatus } from '../../../../src-shared/bridge/contract'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { formatClock, secondsUntil } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { useAuthUi } from '../auth-store'
import { StreamEnded } from '../../../components/stream-ended'
import { errorWords } from '../../../i18n/error-words'
import { useAuthStatus } from '../hooks/use-auth-status'
import { useAuthStrings, type AuthStrings } from '../strings'
import { AuthDialogFrame, OtpCodeField } from './auth-dialog-frame'

function errorText(t: AuthStrings, status: AuthStatus | null): string | null {
  const error = status?.lastError
  if (!error) return null
  return t.errors[error.code] ?? errorWords(error)
}

/**
 * Getting a trading token from the keyboard: Enter asks the broker for a code (or an app approval,
 * whichever the key uses), the code is typed and Enter confirms; an app approval counts down its 30
 * seconds. Closes itself once the token is active; Esc backs out (and gives up a pending request).
 */
export function TradingTokenDialog() {
  const t = useAuthStrings()
  const { t: tr } = useTranslation('auth')
  const stream = useAuthStatus()
  const status = stream.latest
  const close = () => useAuthUi.getState().setTokenDialog(false)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const state = status?.token.state ?? 'none'
  const deadline = status?.token.state === 'approval-pending' ? status.token.deadline : null
  const now = useNow(deadline !== null, 250)
  const openedAsTrading = useRef<boolean | null>(null)

  useEffect(() => {
    if (status === null) return
    if (openedAsTrading.current === null) openedAsTrading.current = state === 'trading'
    // Became active while open: the job is done (a cancel waiting for it resumes by itself).
    else if (state === 'trading' && !openedAsTrading.current) close()
  }, [status, state])

  useEffect(() => {
    if (state === 'otp-required') codeRef.current?.focus()
    else panelRef.current?.focus()
  }, [state])

  const call = async (run: () => Promise<unknown>) => {
    if (busy) return
    setBusy(true)
    try {
      await run()
    } finally {
      setBusy(false)
    }
  }
  const api = getWorkstation()
  const request = () => call(() => api.call('auth.requestTrading', {}))
  const submit = () => {
    const typed = code
    setCode('')
    return call(() => api.call('auth.submitOtp', { otp: typed }))
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      if (state === 'otp-required' || state === 'approval-pending') void api.call('auth.cancelTrading', {})
      close()
      return
    }
    if (e.key !== 'Enter' || e.repeat) return
    e.preventDefault()
    e.stopPropagation()
    if (state === 'otp-required') {
      if (/^\d{4,8}$/.test(code)) void submit()
    } else if (state === 'trading') close()
    else if (state !== 'approval-pending') void request()
  }

  const error = errorText(t, status)
  return (
    <AuthDialogFrame
      panelRef={panelRef}
      title={t.title}
      testId="token-dialog"
      state={state}
      onKeyDown={onKeyDown}
    >
      <p className="auth-intro">{t.intro}</p>
      {stream.status === 'ended' && (
        <p className="auth-error">
          <StreamEnded what="tokenStatus" error={stream.error} onRetry={stream.resubscribe} />
        </p>
      )}
      {status?.token.state === 'otp-required' && (
        <>
          {/* The broker's own sentence (English, with where it sent the code) only as a detail. */}
          <p className="auth-sent" data-testid="token-sent" title={status.token.message}>
            {t.codeSent}
          </p>
          <OtpCodeField
            inputRef={codeRef}
            label={t.codeLabel}
            maxLength={8}
            value={code}
            testId="token-code"
            onChange={setCode}
          />
        </>
      )}
      {deadline !== null && (
        <p className="auth-countdown" data-testid="token-countdown">
          {tr('approvalWait', { seconds: secondsUntil(deadline, now) })}
          <br />
          <span className="auth-hint">{t.approvalHint}</span>
        </p>
      )}
      {status?.token.state === 'trading' && (
        <p className="auth-ok">
          {t.active} {formatClock(status.token.until)}
        </p>
      )}
      {error !== null && state !== 'trading' && (
        <p className="auth-error" role="alert" data-testid="token-error" data-code={status?.lastError?.code}>
          {error}
        </p>
      )}
      <div className="auth-actions">
        {(state === 'none' || state === 'query') && (
          <button
            type="button"
            className="auth-button primary"
            disabled={busy}
            onClick={() => void request()}
          >
            {busy ? t.requesting : error ? t.askAgain : t.request}
          </button>
        )}
        {state === 'otp-required' && (
          <button
            type="button"
            className="auth-button primary"
            disabled={busy || !/^\d{4,8}$/.test(code)}
            onClick={() => void submit()}
          >
            {busy ? t.submitting : t.submit}
          </button>
        )}
        <button type="button" className="auth-button" onClick={close}>
          {t.close}
        </button>
      </div>
    </AuthDialogFrame>
  )
}
