import { useMemo, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { Watchlist } from '../../../../src-shared/schemas/settings'
import type { CallInput } from '../../../../src-shared/bridge/api'
import { callKey, callMutation } from '../../../lib/bridge/call-query'
import { callOrThrow } from '../../../lib/bridge/query'
import { useStrings } from '../../../i18n/strings'
import { useSymbolCheck, type SymbolCheck } from '../hooks/use-symbol-check'
import { findUnknownSymbols } from '../lib/find-unknown'
import { parseSymbols } from '../lib/parse-symbols'
import '../../../components/overlay.css'
import { bridgeErrorOf, errorWords } from '../../../i18n/error-words'
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

/** The market check found symbols it does not list (or could not be asked): nothing was sent. */
class NotOnTheMarket extends Error {
  constructor(readonly unknown: readonly string[] | null) {
    super(unknown === null ? 'the market could not be asked' : `not on the market: ${unknown.join(', ')}`)
    this.name = 'NotOnTheMarket'
  }
}

function failureWords(t: ReturnType<typeof useStrings>['workspace'], failure: Error): string {
  if (!(failure instanceof NotOnTheMarket)) return errorWords(bridgeErrorOf(failure))
  return failure.unknown === null ? t.cannotCheck : `${t.unknownSymbols}: ${failure.unknown.join(', ')}`
}

/**
 * Create, rename, edit or delete a watchlist. The core stores it (settings store) and every window
 * hears of the change; this dialog only shows the core's verdict.
 */
export function WatchlistDialog({ watchlist, onDone }: WatchlistDialogProps) {
  const t = useStrings().workspace
  const [name, setName] = useState(watchlist?.name ?? '')
  const [text, setText] = useState(watchlist?.symbols.join(', ') ?? '')
  // A malformed entry is refused here, before anything is asked.
  const [malformed, setMalformed] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const { symbols, invalid } = useMemo(() => parseSymbols(text), [text])
  const check = useSymbolCheck(symbols)
  const note = checkNote(t, invalid, symbols, check)

  // Nothing is saved that is not a symbol of the market; the text stays for the user to fix.
  const save = useMutation({
    mutationKey: callKey('workspace.saveWatchlist'),
    mutationFn: async (input: CallInput<'workspace.saveWatchlist'>) => {
      const unknown = check.state === 'done' ? check.unknown : await findUnknownSymbols(input.symbols)
      if (unknown === null || unknown.length > 0) throw new NotOnTheMarket(unknown)
      return callOrThrow('workspace.saveWatchlist', input)
    },
    onSuccess: (saved) => onDone(saved),
  })
  const remove = useMutation({
    ...callMutation('workspace.deleteWatchlist'),
    onSuccess: (_, { id }) => onDone(null, id),
  })
  const busy = save.isPending || remove.isPending
  const failure = save.error ?? remove.error
  const error = malformed ?? (failure === null ? null : failureWords(t, failure))
  const submit = (): void => {
    if (busy) return
    if (invalid.length > 0) {
      setMalformed(`${t.notSymbols}: ${invalid.join(', ')}`)
      return
    }
    save.mutate({ ...(watchlist ? { id: watchlist.id } : {}), name, symbols })
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
          submit()
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
                setMalformed(null)
                save.reset()
                remove.reset()
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
                onClick={() => remove.mutate({ id: watchlist.id })}
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
