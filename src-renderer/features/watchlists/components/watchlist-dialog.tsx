import { useMemo, useState } from 'react'
import type { Watchlist } from '../../../../src-shared/schemas/settings'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { useStrings } from '../../../i18n/strings'
import { useSymbolCheck, type SymbolCheck } from '../hooks/use-symbol-check'
import { findUnknownSymbols } from '../lib/find-unknown'
import { parseSymbols } from '../lib/parse-symbols'
import '../../../components/overlay.css'
import { errorWords } from '../../../i18n/error-words'
import './watchlist-dialog.css'

export interface WatchlistDialogProps {
  /** The watchlist to edit; absent to create one. */
  readonly watchlist?: Watchlist
  /** `saved` after a save; `deletedId` after a deletion, so the window can land elsewhere. */
  readonly onDone: (saved: Watchlist | null, deletedId?: string) => void
}

/** What the symbols field says under it, in words: malformed entries, unknown codes, or all good. */
function checkNote(
  t: ReturnType<typeof useStrings>['workspace'],
  invalid: readonly string[],
  symbols: readonly string[],
  check: SymbolCheck,
): { text: string; bad: boolean } | null {
  if (invalid.length > 0) return { text: `${t.notSymbols}: ${invalid.join(', ')}`, bad: true }
  if (symbols.length === 0) return null
  if (check.state === 'failed') return { text: t.cannotCheck, bad: true }
  if (check.state !== 'done') return { text: t.checkingSymbols, bad: false }
  if (check.unknown.length > 0) return { text: `${t.unknownSymbols}: ${check.unknown.join(', ')}`, bad: true }
  return { text: `${String(symbols.length)} ${t.knownSymbols}`, bad: false }
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
  const [confirming, setConfirming] = useState(false)
  const { symbols, invalid } = useMemo(() => parseSymbols(text), [text])
  const check = useSymbolCheck(symbols)
  const note = checkNote(t, invalid, symbols, check)

  // Nothing is saved that is not a symbol of the market; the text stays for the user to fix.
  const save = async (): Promise<void> => {
    if (invalid.length > 0) {
      setError(`${t.notSymbols}: ${invalid.join(', ')}`)
      return
    }
    setBusy(true)
    const unknown = check.state === 'done' ? check.unknown : await findUnknownSymbols(symbols)
    if (unknown === null || unknown.length > 0) {
      setBusy(false)
      setError(unknown === null ? t.cannotCheck : `${t.unknownSymbols}: ${unknown.join(', ')}`)
      return
    }
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
    if (result.ok) onDone(null, watchlist.id)
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
            <textarea
              name="symbols"
              rows={4}
              value={text}
              onChange={(e) => {
                setText(e.target.value)
                setError(null)
              }}
            />
          </label>
          {note !== null && (
            <span
              className={note.bad ? 'dialog-error' : 'dialog-note'}
              data-testid="watchlist-check"
              aria-live="polite"
            >
              {note.text}
            </span>
          )}
          {error !== null && (
            <span className="dialog-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="dialog-actions">
          {watchlist && !confirming && (
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
              {t.delete}
            </button>
          )}
          {watchlist && confirming && (
            <span className="dialog-confirm" role="alert">
              {t.confirmDelete}{' '}
              <button
                type="button"
                className="button button-danger"
                data-testid="watchlist-delete-confirm"
                disabled={busy}
                onClick={() => void remove()}
              >
                {t.confirmDeleteYes}
              </button>
            </span>
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
