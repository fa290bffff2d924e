import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { chordFromEvent } from '../lib/keys/record-chord'
import './overlay.css'

export interface HelpRow {
  readonly id: string
  /** The key as shown ("Alt+X", "⌥X"). */
  readonly keys: string
  readonly title: string
  /** The user changed this key from the command's default. */
  readonly custom: boolean
}

export interface HelpOverlayProps {
  readonly title: string
  readonly closeLabel: string
  readonly note: string
  readonly strings: {
    readonly rebindHint: string
    readonly custom: string
    readonly recording: (command: string) => string
  }
  readonly rows: readonly HelpRow[]
  readonly isMac: boolean
  /** Gives a command a key (null: its default); resolves to what to tell the user. */
  readonly onRebind: (id: string, key: string | null) => Promise<RebindStatus>
  readonly onClose: () => void
}

export interface RebindStatus {
  readonly text: string
  readonly error: boolean
}

/**
 * `?`: every shortcut of this window, from the same registry that binds them, and the place to
 * rebind them from the keyboard: ↑/↓ choose, Enter records the next key press, Esc backs out,
 * Backspace restores the default. Keys it handles stop here, so the window's keymap never also runs
 * the key being recorded.
 */
export function HelpOverlay(props: HelpOverlayProps) {
  const { rows, strings, onRebind, onClose } = props
  const listRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const [recording, setRecording] = useState<string | null>(null)
  const [status, setStatus] = useState<RebindStatus | null>(null)
  useEffect(() => listRef.current?.focus(), [])
  const index = Math.min(active, Math.max(0, rows.length - 1))
  const titleOf = (id: string): string => rows.find((r) => r.id === id)?.title ?? id

  const apply = (id: string, key: string | null): void => {
    setRecording(null)
    void onRebind(id, key).then(setStatus)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const stop = (): void => {
      e.preventDefault()
      e.stopPropagation()
    }
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey
    if (recording !== null) {
      stop()
      if (e.key === 'Escape') setRecording(null)
      else if (e.key === 'Backspace' && plain) apply(recording, null)
      else {
        const key = chordFromEvent(e, props.isMac)
        if (key !== null) apply(recording, key)
      }
      return
    }
    const row = rows[index]
    if (e.key === 'Escape') {
      stop()
      onClose()
    } else if (e.target !== listRef.current) {
      // Focus is on the Close button: its own keys (Enter, Space) apply.
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      stop()
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((index + step + rows.length) % Math.max(1, rows.length))
    } else if (e.key === 'Enter' && row !== undefined) {
      stop()
      setStatus(null)
      setRecording(row.id)
    } else if (e.key === 'Backspace' && plain && row !== undefined) {
      stop()
      apply(row.id, null)
    }
  }

  useEffect(() => {
    listRef.current?.querySelector(`#help-${index}`)?.scrollIntoView({ block: 'nearest' })
  }, [index])

  return (
    <div className="overlay-backdrop" onMouseDown={onClose}>
      <div
        className="overlay-panel"
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        data-testid="shortcut-help"
        onMouseDown={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <h2>{props.title}</h2>
        <div
          ref={listRef}
          className="overlay-list help-list"
          role="listbox"
          tabIndex={0}
          aria-label={props.title}
          aria-activedescendant={rows[index] ? `help-${index}` : undefined}
        >
          <table className="help-table">
            <tbody>
              {rows.map((row, i) => (
                <tr
                  key={row.id}
                  id={`help-${i}`}
                  role="option"
                  aria-selected={i === index}
                  data-command-id={row.id}
                  data-recording={recording === row.id ? 'true' : undefined}
                  onMouseEnter={() => setActive(i)}
                >
                  <td>
                    <kbd>{recording === row.id ? '…' : row.keys}</kbd>
                    {row.custom && <span className="help-custom">{strings.custom}</span>}
                  </td>
                  <td>{row.title}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="help-note">{props.note}</p>
        </div>
        <p
          className={status?.error ? 'help-status help-status-error' : 'help-status'}
          role="status"
          data-testid="shortcut-status"
          data-state={
            recording !== null ? 'recording' : status === null ? 'idle' : status.error ? 'refused' : 'saved'
          }
        >
          {recording !== null ? strings.recording(titleOf(recording)) : (status?.text ?? strings.rebindHint)}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {props.closeLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
