import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScreenFilters } from '../../../../src-shared/schemas/research/screen'
import type { Watchlist } from '../../../../src-shared/schemas/settings'
import { windowUrl } from '../../../lib/workspace/window-url'
import { callOrThrow } from '../../../lib/bridge/query'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { ErrorLine } from './error-line'
import { listLimit, screenSymbols } from './use-screener'
import { useScreenerStrings } from './strings'

const newList = '__new__'
const noWatchlists: readonly Watchlist[] = []

/** A board window of plain tickers (`?tickers=`), as the board opens any list of symbols. */
function openTickerBoard(symbols: readonly string[]): void {
  globalThis.open(
    `${location.pathname}?tickers=${symbols.join(',')}`,
    `screen-${Date.now().toString(36)}`,
    'popup,width=1400,height=860',
  )
}

/** A saved board window on the watchlist (the shell opens it, or this page when it cannot). */
async function openWatchlistBoard(list: Watchlist): Promise<void> {
  const created = await callOrThrow('workspace.createWindow', {
    board: { source: { kind: 'watchlist', id: list.id }, columns: { hidden: [], order: [] }, sort: null },
    open: true,
  })
  if (created.openedBy === 'renderer') globalThis.open(windowUrl(created.window.id), created.window.id)
}

/**
 * The screen's results (its first 300, the most a watchlist or a board holds, in the screen's order)
 * sent to a new watchlist or added to an existing one — through the workspace calls the watchlists
 * use — or opened as a board of those tickers.
 */
export function SendResults(props: {
  readonly filters: ScreenFilters | null
  readonly loaded: readonly string[]
  readonly total: number
}) {
  const s = useScreenerStrings()
  const { t } = useTranslation('screener')
  // The store's own array (a fresh `[]` per read would make the store re-render this forever).
  const watchlists = useWorkspaceStore((st) => st.snapshot?.watchlists) ?? noWatchlists
  const [target, setTarget] = useState(newList)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [sentTo, setSentTo] = useState<Watchlist | null>(null)
  const ready = props.filters !== null && props.total > 0
  const count = Math.min(props.total, listLimit)

  const symbols = () =>
    props.filters === null ? Promise.resolve([]) : screenSymbols(props.filters, props.loaded, props.total)

  const send = async (e: SyntheticEvent) => {
    e.preventDefault()
    setNote(null)
    setProblem(null)
    setError(null)
    if (!ready) {
      setProblem(s.noResults)
      return
    }
    const existing = watchlists.find((w) => w.id === target)
    if (existing === undefined && name.trim() === '') {
      setProblem(s.newWatchlistName)
      return
    }
    setBusy(true)
    try {
      const found = await symbols()
      if (existing === undefined) {
        const saved = await callOrThrow('workspace.saveWatchlist', { name: name.trim(), symbols: found })
        setSentTo(saved)
        setNote(t('sentNew', { name: saved.name, count: saved.symbols.length }))
        setName('')
        setTarget(saved.id)
      } else {
        const merged = [...new Set([...existing.symbols, ...found])]
        if (merged.length > listLimit) {
          setProblem(t('tooMany', { name: existing.name, count: merged.length }))
          return
        }
        const saved = await callOrThrow('workspace.saveWatchlist', {
          id: existing.id,
          name: existing.name,
          symbols: merged,
        })
        setSentTo(saved)
        setNote(
          t('sentAdded', {
            name: saved.name,
            count: merged.length - existing.symbols.length,
            total: saved.symbols.length,
          }),
        )
      }
    } catch (err) {
      setError(err)
    } finally {
      setBusy(false)
    }
  }

  const board = async () => {
    setError(null)
    setProblem(null)
    if (!ready) {
      setProblem(s.noResults)
      return
    }
    try {
      openTickerBoard(await symbols())
    } catch (err) {
      setError(err)
    }
  }

  return (
    <section className="sc-send" aria-label={s.results} data-testid="sc-send">
      <form onSubmit={(e) => void send(e)} className="sc-send-form">
        <label>
          <span>{s.toWatchlist}</span>
          <select value={target} data-testid="sc-target" onChange={(e) => setTarget(e.target.value)}>
            <option value={newList}>{s.newWatchlist}</option>
            {watchlists.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        {target === newList && (
          <input
            aria-label={s.newWatchlistName}
            placeholder={s.newWatchlistName}
            value={name}
            maxLength={80}
            data-testid="sc-new-name"
            onChange={(e) => setName(e.target.value)}
          />
        )}
        <button type="submit" data-testid="sc-send-button" disabled={busy || !ready}>
          {s.send} ({t('firstOf', { count })})
        </button>
        <button type="button" data-testid="sc-board" disabled={busy || !ready} onClick={() => void board()}>
          {s.openBoard}
        </button>
      </form>
      {note !== null && (
        <p className="sc-note" role="status" data-testid="sc-sent">
          {note}{' '}
          {sentTo !== null && (
            <button
              type="button"
              data-testid="sc-open-watchlist"
              onClick={() => void openWatchlistBoard(sentTo).catch(setError)}
            >
              {s.openWatchlistBoard}
            </button>
          )}
        </p>
      )}
      {problem !== null && (
        <p className="sc-error" role="alert">
          {problem}
        </p>
      )}
      {error !== null && <ErrorLine error={error} />}
    </section>
  )
}
