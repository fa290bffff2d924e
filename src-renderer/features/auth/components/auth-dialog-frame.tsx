import type { KeyboardEvent, ReactNode, Ref } from 'react'
import './auth.css'

/** The modal frame both second-factor dialogs share: backdrop, focusable panel, title. */
export function AuthDialogFrame({
  panelRef,
  title,
  testId,
  state,
  onKeyDown,
  children,
}: {
  readonly panelRef: Ref<HTMLDivElement>
  readonly title: string
  readonly testId: string
  readonly state: string
  readonly onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void
  readonly children: ReactNode
}) {
  return (
    <div className="auth-backdrop">
      <div
        ref={panelRef}
        className="auth-dialog"
        role="dialog"
        // No "restart to update" offer while this is open (app/use-update-hold.ts).
        data-holds-updates=""
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        data-testid={testId}
        data-state={state}
        onKeyDown={onKeyDown}
      >
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  )
}

/** A one-time code typed from the keyboard: digits only, at most `maxLength`. */
export function OtpCodeField({
  inputRef,
  label,
  value,
  maxLength,
  testId,
  onChange,
}: {
  readonly inputRef: Ref<HTMLInputElement>
  readonly label: string
  readonly value: string
  readonly maxLength: number
  readonly testId: string
  readonly onChange: (digits: string) => void
}) {
  return (
    <label className="auth-code">
      {label}{' '}
      <input
        ref={inputRef}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={maxLength}
        value={value}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, maxLength))}
      />
    </label>
  )
}
