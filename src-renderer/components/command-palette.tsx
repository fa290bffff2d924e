import { useMemo, useState, type KeyboardEvent } from 'react'
import { rankItems, type PaletteItem } from '../lib/commands/palette-search'
import './overlay.css'

export interface CommandPaletteProps {
  readonly title: string
  readonly placeholder: string
  readonly empty: string
  readonly items: readonly PaletteItem[]
  readonly groupLabel: (group: PaletteItem['group']) => string
  readonly onClose: () => void
}

/**
 * Ctrl+K / Cmd+K: one box to open boards, jump to symbols and run commands. Arrow keys move,
 * Enter runs, Escape closes; focus starts in the box and returns to the board on close.
 */
export function CommandPalette({
  title,
  placeholder,
  empty,
  items,
  groupLabel,
  onClose,
}: CommandPaletteProps) {
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const shown = useMemo(() => rankItems(items, query).slice(0, 50), [items, query])
  const index = Math.min(active, Math.max(0, shown.length - 1))

  const run = (item: PaletteItem | undefined): void => {
    if (!item || item.disabled) return
    onClose()
    item.run()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setActive((index + 1) % Math.max(1, shown.length))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((index - 1 + shown.length) % Math.max(1, shown.length))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      run(shown[index])
    } else if (e.key === 'Escape') {
      e.preventDefault()
      onClose()
    }
  }

  return (
    <div className="overlay-backdrop" onMouseDown={onClose}>
      <div
        className="overlay-panel"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid="command-palette"
        onMouseDown={(e) => e.stopPropagation()}
      >
        <input
          className="overlay-input"
          autoFocus
          value={query}
          placeholder={placeholder}
          aria-label={placeholder}
          role="combobox"
          aria-expanded="true"
          aria-controls="palette-list"
          aria-activedescendant={shown[index] ? `palette-${index}` : undefined}
          onChange={(e) => {
            setQuery(e.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
        />
        <ul className="overlay-list" id="palette-list" role="listbox">
          {shown.length === 0 && <li className="overlay-item">{empty}</li>}
          {shown.map((item, i) => (
            <li
              key={item.id}
              id={`palette-${i}`}
              className="overlay-item"
              role="option"
              aria-selected={i === index}
              aria-disabled={item.disabled === true}
              data-command-id={item.id}
              onMouseEnter={() => setActive(i)}
              onClick={() => run(item)}
            >
              <span className="item-group">{groupLabel(item.group)}</span>
              <span className="item-title">{item.title}</span>
              {item.shortcut !== undefined && <kbd>{item.shortcut}</kbd>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
