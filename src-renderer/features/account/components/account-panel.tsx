import { useEffect, useRef, type KeyboardEvent } from 'react'
import { create } from 'zustand'
import { useQueryClient } from '@tanstack/react-query'
import { useAccountStrings } from '../strings'
import { CashPart } from './cash-part'
import { HoldingsPart } from './holdings-part'
import { MatchesPart } from './matches-part'
import { PositionsPart } from './positions-part'
import { RiskPart } from './risk-part'
import './account.css'

/** Whether the panel is docked beside the board in this window. */
export const useAccountDock = create<{ open: boolean; toggle: () => void; close: () => void }>((set) => ({
  open: false,
  toggle: () => set((s) => ({ open: !s.open })),
  close: () => set({ open: false }),
}))

/** The parts; each loads, refreshes and fails on its own. */
export function AccountPanel({ onClose }: { readonly onClose?: () => void }) {
  const t = useAccountStrings()
  const client = useQueryClient()
  return (
    <div className="account-panel" data-testid="account-panel">
      <header className="account-head">
        <strong>{t.title}</strong>
        <span className="account-spacer" />
        <button
          type="button"
          className="account-button"
          onClick={() =>
            void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('account.') })
          }
        >
          {t.refresh}
        </button>
        {onClose && (
          <button type="button" className="account-button" onClick={onClose}>
            {t.close}
          </button>
        )}
      </header>
      <div className="account-parts">
        <RiskPart />
        <CashPart />
        <PositionsPart />
        <HoldingsPart />
        <MatchesPart />
      </div>
    </div>
  )
}

/**
 * The docked panel takes the focus when it opens, so Esc closes it straight away, as Esc closes the
 * blotter; the focus then goes back where it was (the board's cell, usually).
 */
export function AccountDock() {
  const open = useAccountDock((s) => s.open)
  if (!open) return null
  return <OpenAccountDock />
}

function OpenAccountDock() {
  const close = useAccountDock((s) => s.close)
  const ref = useRef<HTMLElement | null>(null)
  const returnTo = useRef<Element | null>(null)
  useEffect(() => {
    returnTo.current = document.activeElement
    ref.current?.focus()
  }, [])
  const closeAndReturn = () => {
    const back = returnTo.current
    close()
    if (back instanceof HTMLElement && back.isConnected) back.focus()
  }
  return (
    <aside
      ref={ref}
      className="account-dock"
      data-testid="account-dock"
      tabIndex={-1}
      onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
        if (e.key !== 'Escape' || e.defaultPrevented) return
        e.preventDefault()
        e.stopPropagation()
        closeAndReturn()
      }}
    >
      <AccountPanel onClose={closeAndReturn} />
    </aside>
  )
}

/** `?view=account`: the panel as a window of its own. */
export function AccountWindow() {
  return (
    <div className="account-window">
      <AccountPanel />
    </div>
  )
}
