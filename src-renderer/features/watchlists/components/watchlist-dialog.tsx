import { useState } from 'react'
import type { Watchlist } from '../../../../src-shared/schemas/settings'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { useStrings } from '../../../i18n/strings'
import { parseSymbols } from '../lib/parse-symbols'
import '../../../components/overlay.css'
import { errorWords } from '../../../i18n/error-words'

export interface WatchlistDialogProps {
  /** The watchlist to edit; absent to create one. */
  readonly watchlist?: Watchlist
  readonly onDone: (saved: Watchlist | null) => void
}

/**
 * Create, rename, edit or delete a watchlist. The core stores it (settings store) and every window
 * hears of the change; this dialog only shows the core's verdict.
 */
export function WatchlistDialog({ watchlist, onDone }: WatchlistDialogProps) {
  const t = useStrings().workspace
  const [name, setName] = useState(watchlist?.name ?? '')
  const [text, setText] = useState(watchlist?.symbols.join(', ') ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async (): Promise<void> => {
    const { symbols, invalid } = parseSymbols(text)
    if (invalid.length > 0) {
      setError(`${invalid.join(', ')}?`)
      return
    }
    setBusy(true)
    const result = await getWorkstation().call('workspace.saveWatchlist', {
      ...(watchlist ? { id: watchlist.id } : {}),
      name,
      symbols,
    })
    setBusy(false)
    if (result.ok) onDone(result.value)
    else setError(errorWords(result.error))
  }

  const remove = async (): Promise<void> => {
    if (!watchlist) return
    setBusy(true)
    const result = await getWorkstation().call('workspace.deleteWatchlist', { id: watchlist.id })
    setBusy(false)
    if (result.ok) onDone(null)
    else setError(errorWords(result.error))
  }

  return (
    <div className="overlay-backdrop" onMouseDown={() => onDone(null)}>
      <form
        className="overlay-panel"
        role="dialog"
        aria-modal="true"
        aria-label={watchlist ? t.editWatchlist : t.newWatchlist}
        data-testid="watchlist-dialog"
        onMouseDown={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone(null)
        }}
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <h2>{watchlist ? t.editWatchlist : t.newWatchlist}</h2>
        <div className="dialog-body">
          <label>
            {t.watchlistName}
            <input
              name="name"
              value={name}
              autoFocus
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label>
            {t.watchlistSymbols}
            <textarea name="symbols" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          {error !== null && (
            <span className="dialog-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="dialog-actions">
          {watchlist && (
            <button type="button" className="button" disabled={busy} onClick={() => void remove()}>
              {t.delete}
            </button>
          )}
          <button type="button" className="button" onClick={() => onDone(null)}>
            {t.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t.save}
          </button>
        </div>
      </form>
    </div>
  )
}
