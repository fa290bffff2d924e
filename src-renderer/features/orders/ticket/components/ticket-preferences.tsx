import { useState } from 'react'
import { getWorkstation } from '../../../../lib/bridge/get-workstation'
import { useWorkspaceStore } from '../../../../lib/workspace/workspace-store'
import { useTradingStrings } from '../strings'

/**
 * The ticket's two confirmations, kept with the UI settings in the core (every window follows):
 * the confirmation step, and the value above which a second, deliberate confirmation is asked.
 */
export function TicketPreferences() {
  const s = useTradingStrings()
  const ui = useWorkspaceStore((w) => w.snapshot?.ui)
  const confirm = ui?.orderConfirm ?? true
  const above = ui?.orderConfirmAbove ?? null
  // Enter on these (data-field="preference") works the control, never sends the order.
  // What the user is typing; null shows the saved limit (which another window may have changed).
  const [draft, setDraft] = useState<string | null>(null)
  const limitText = draft ?? (above === null ? '' : String(above))
  const [invalid, setInvalid] = useState(false)

  const saveLimit = (): void => {
    const cleaned = limitText.replace(/[,.\s]/g, '')
    if (cleaned === '') {
      setInvalid(false)
      setDraft(null)
      if (above !== null) void getWorkstation().call('workspace.setUi', { orderConfirmAbove: null })
      return
    }
    const value = /^\d{1,13}$/.test(cleaned) ? Number(cleaned) : 0
    if (value <= 0) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setDraft(null)
    if (value !== above) void getWorkstation().call('workspace.setUi', { orderConfirmAbove: value })
  }

  return (
    <details className="ticket-prefs">
      <summary data-field="preference">{s.preferences}</summary>
      <label className="ticket-pref-row">
        <input
          type="checkbox"
          data-field="preference"
          data-testid="ticket-pref-confirm"
          checked={confirm}
          onChange={(e) => void getWorkstation().call('workspace.setUi', { orderConfirm: e.target.checked })}
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
      {invalid && <p className="ticket-note ticket-bad">{s.largePrefInvalid}</p>}
    </details>
  )
}
