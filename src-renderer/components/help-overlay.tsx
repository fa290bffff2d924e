import { useEffect, useRef } from 'react'
import './overlay.css'

export interface HelpOverlayProps {
  readonly title: string
  readonly closeLabel: string
  readonly note: string
  readonly rows: readonly { readonly keys: string; readonly title: string }[]
  readonly onClose: () => void
}

/** `?`: every shortcut of this window, from the same registry that binds them. */
export function HelpOverlay({ title, closeLabel, note, rows, onClose }: HelpOverlayProps) {
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => closeRef.current?.focus(), [])
  return (
    <div className="overlay-backdrop" onMouseDown={onClose}>
      <div
        className="overlay-panel"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid="shortcut-help"
        onMouseDown={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape' || e.key === '?') {
            e.preventDefault()
            onClose()
          }
        }}
      >
        <h2>{title}</h2>
        <div className="overlay-list">
          <table className="help-table">
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.keys}-${row.title}`}>
                  <td>
                    <kbd>{row.keys}</kbd>
                  </td>
                  <td>{row.title}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="help-note">{note}</p>
        </div>
        <div className="dialog-actions">
          <button ref={closeRef} type="button" className="button" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
