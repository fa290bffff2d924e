import { useState } from 'react'
import { useStrings } from '../../../i18n/strings'
import { columnPresets, columnsOf, presetOf, toggleColumn, type PresetName } from '../lib/column-presets'
import type { BoardColumnId, BoardKind } from '../lib/columns'

export interface BoardToolbarProps {
  readonly hidden: readonly string[]
  readonly onHiddenChange: (hidden: BoardColumnId[]) => void
  readonly quickFilter: string
  readonly onQuickFilterChange: (text: string) => void
  /** Receives the filter box element, for the `/` shortcut (a callback ref). */
  readonly onFilterInput: (element: HTMLInputElement | null) => void
  readonly pinnedCount: number
  /** The chooser lists the columns this kind of board has (no room on futures, no alias on stocks). */
  readonly kind?: BoardKind
}

/** Above the grid: the symbol filter, the column preset and the column chooser of this window. */
export function BoardToolbar({
  hidden,
  onHiddenChange,
  quickFilter,
  onQuickFilterChange,
  onFilterInput,
  pinnedCount,
  kind = 'stock',
}: BoardToolbarProps) {
  const strings = useStrings()
  const t = strings.workspace
  const [chooserOpen, setChooserOpen] = useState(false)
  const preset = presetOf(hidden)
  return (
    <div className="board-toolbar" data-testid="board-toolbar">
      <input
        ref={onFilterInput}
        className="toolbar-filter"
        type="search"
        placeholder={t.quickFilter}
        aria-label={t.quickFilter}
        data-testid="quick-filter"
        value={quickFilter}
        onChange={(e) => onQuickFilterChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onQuickFilterChange('')
        }}
      />
      <label className="toolbar-label">
        {t.preset}
        <select
          data-testid="column-preset"
          value={preset ?? 'custom'}
          onChange={(e) => {
            const name = e.target.value as PresetName | 'custom'
            if (name !== 'custom') onHiddenChange([...columnPresets[name]])
          }}
        >
          {(Object.keys(columnPresets) as PresetName[]).map((name) => (
            <option key={name} value={name}>
              {t.presets[name]}
            </option>
          ))}
          <option value="custom" disabled>
            {t.presets.custom}
          </option>
        </select>
      </label>
      <button
        type="button"
        className="button"
        aria-expanded={chooserOpen}
        data-testid="column-chooser-toggle"
        onClick={() => setChooserOpen((o) => !o)}
      >
        {t.columns}
      </button>
      {pinnedCount > 0 && (
        <span className="toolbar-note">
          {t.pinned}: {pinnedCount}
        </span>
      )}
      {chooserOpen && (
        <fieldset className="column-chooser" data-testid="column-chooser">
          <legend>{t.columns}</legend>
          {columnsOf(kind)
            .filter((id) => id !== 'symbol')
            .map((id) => (
              <label key={id}>
                <input
                  type="checkbox"
                  data-col={id}
                  checked={!hidden.includes(id)}
                  onChange={() => onHiddenChange(toggleColumn(hidden, id))}
                />
                {columnLabel(strings.board, id)}
              </label>
            ))}
        </fieldset>
      )}
    </div>
  )
}

/** "Bid · Price 1": a leaf label alone is ambiguous (bid and offer both have "Price 1"). */
function columnLabel(board: ReturnType<typeof useStrings>['board'], id: BoardColumnId): string {
  // The resting totals say their side in their own label ("Bid vol").
  const group = /^bid(Price|Vol)/.test(id)
    ? board.groups.bid
    : /^offer(Price|Vol)/.test(id)
      ? board.groups.offer
      : id.startsWith('foreign')
        ? board.groups.foreign
        : null
  return group ? `${group} · ${board.columns[id]}` : board.columns[id]
}
