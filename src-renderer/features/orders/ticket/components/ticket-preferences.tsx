import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GuardChange } from '../../../../../src-shared/bridge/contract'
import { useErrorWords } from '../../../../i18n/error-words'
import { callMutation } from '../../../../lib/bridge/call-query'
import { formatInteger, parseWholeNumber } from '../../../../lib/numbers'
import { useWorkspaceStore } from '../../../../lib/workspace/workspace-store'
import { useGuardStrings } from '../guard-strings'
import { useGuardStatus } from '../hooks/use-guard-status'
import { guardRefusalWords } from '../lib/guard-refusal-words'
import { useTradingStrings } from '../strings'
import { GuardLimits } from './guard-limits'
import { TradingPinForm } from './trading-pin-form'
import './guard-settings.css'

/**
 * The ticket's settings: its two confirmations, kept with the UI settings in the core (every window
 * follows): the confirmation step, and the value above which a second, deliberate confirmation is
 * asked; the four limits the core enforces; and in the web shell the trading PIN. All are guards
 * (docs/trading.md): tightening is free; loosening asks the person in the desktop app's own
 * dialog (so no PIN field shows there), or needs the trading PIN in the web shell. The PIN is typed
 * here for the one change that needs it and cleared after: the page never keeps it.
 */
export function TicketPreferences() {
  const s = useTradingStrings()
  const g = useGuardStrings()
  const { t } = useTranslation('guards')
  const words = useErrorWords()
  const ui = useWorkspaceStore((w) => w.snapshot?.ui)
  // How the core asks the person (status.channel): the PIN fields show only where the PIN is the channel.
  const status = useGuardStatus()
  const usesPin = status?.channel === 'trading-pin'
  const confirm = ui?.orderConfirm ?? true
  const above = ui?.orderConfirmAbove ?? null
  // Enter on these (data-field="preference") works the control, never sends the order.
  // What the user is typing; null shows the saved limit (which another window may have changed).
  const [draft, setDraft] = useState<string | null>(null)
  const limitText = draft ?? (above === null ? '' : formatInteger(above))
  const [invalid, setInvalid] = useState(false)
  const [pin, setPin] = useState('')
  // The last change's answer (saved, or refused in words) is the mutation's: a new change clears it.
  const setGuards = useMutation(callMutation('orders.setGuards'))
  const refusal =
    setGuards.error === null
      ? null
      : guardRefusalWords(setGuards.error, words, (time) => t('unlocksAt', { time }))

  const change = (patch: Omit<GuardChange, 'pin'>): void => {
    const typed = pin
    setPin('')
    setGuards.mutate({ ...patch, ...(usesPin && typed !== '' ? { pin: typed } : {}) })
  }

  const saveLimit = (): void => {
    if (limitText.trim() === '') {
      setInvalid(false)
      setDraft(null)
      if (above !== null) change({ confirmAbove: null })
      return
    }
    const value = parseWholeNumber(limitText, 13) ?? 0
    if (value <= 0) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setDraft(null)
    if (value !== above) change({ confirmAbove: value })
  }

  return (
    <details className="ticket-prefs" aria-busy={setGuards.isPending}>
      <summary data-field="preference">{s.preferences}</summary>
      <label className="ticket-pref-row">
        <input
          type="checkbox"
          data-field="preference"
          data-testid="ticket-pref-confirm"
          checked={confirm}
          onChange={(e) => change({ confirmEvery: e.target.checked })}
        />
        {s.confirmPref}
      </label>
      <label className="ticket-pref-row">
        {s.largePref}
        <input
          data-field="preference"
          data-testid="ticket-pref-above"
          inputMode="numeric"
          placeholder={s.largePrefNone}
          value={limitText}
          aria-invalid={invalid}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={saveLimit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') saveLimit()
          }}
        />
      </label>
      {status !== null && <GuardLimits status={status} onChange={(limits) => change({ limits })} />}
      {status !== null && (
        <p className="ticket-note" data-testid="ticket-guard-note">
          {status.channel === 'trading-pin'
            ? g.notePin
            : status.channel === 'native-dialog'
              ? g.noteDialog
              : g.noteNone}
        </p>
      )}
      {usesPin && status.pinSet && (
        <label className="ticket-pref-row">
          {g.loosenPin}
          <input
            type="password"
            data-field="preference"
            data-testid="ticket-pref-pin"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 12))}
          />
        </label>
      )}
      {invalid && <p className="ticket-note ticket-bad">{s.largePrefInvalid}</p>}
      {refusal !== null && (
        <p className="ticket-note ticket-bad" role="alert" data-testid="ticket-pref-refused">
          {refusal}
        </p>
      )}
      {setGuards.isSuccess && (
        <p className="ticket-note ticket-good" role="status" data-testid="ticket-pref-saved">
          {g.saved}
        </p>
      )}
      {usesPin && <TradingPinForm pinSet={status.pinSet} />}
    </details>
  )
}
