import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react'
import type { GridApi } from 'ag-grid-community'
import type { BoardFeedSource, TickerRow, WorkspaceSnapshot } from '../../src-shared/bridge/contract'
import { getWorkstation } from '../lib/bridge/get-workstation'
import type { PaletteItem } from '../lib/commands/palette-search'
import { labelText, rowActionIds } from '../lib/commands/registry'
import { describeChord, isMacPlatform, isTypingTarget, matches, parseChord } from '../lib/keys/keymap'
import { i18n, useStrings } from '../i18n/strings'
import { CommandPalette } from '../components/command-palette'
import { HelpOverlay } from '../components/help-overlay'
import { StreamEnded } from '../components/stream-ended'
import {
  BoardToolbar,
  BoardView,
  StaleBanner,
  TypeAhead,
  findSymbol,
  useBoardFeed,
  type BoardFeed,
  type BoardViewProps,
} from '../features/board'
import { IndexBar } from '../features/index-bar'
import { AccountDock } from '../features/account'
import { AuthLayer } from '../features/auth'
import { OrdersDock, TicketHost } from '../features/orders'
import { WatchlistDialog } from '../features/watchlists'
import { HeaderWithFeed, useFeedStateStore } from './header-with-feed'
import { boardCommands } from './board-commands'
import {
  allChoices,
  choiceKey,
  choiceKeywords,
  choiceTitle,
  feedSourceOf,
  type BoardChoice,
} from './board-choice'
import { commandRegistry } from './register-features'
import { RestoreBar } from './restore-bar'
import { useBoardLayout } from './use-board-layout'
import { useLinkGroup } from '../lib/workspace/use-link-group'
import { useAlertMarks, useAlertMarksFeed } from '../lib/alerts/fired-marks'
import { useMarketSession } from '../lib/market/use-market-session'
import { sessionMarketOfBoard } from '../../src-shared/market/sessions'
import { useRebind } from './use-shortcut-overrides'
import { openNewBoardWindow } from './window-opening'

const isMac = isMacPlatform()

const rowActionTargets = new Set<string>(Object.values(rowActionIds))

/** The symbols of the grid in display order (after filter and sort), for type-ahead and the palette. */
function displayedSymbols(api: GridApi<TickerRow> | null): string[] {
  const symbols: string[] = []
  api?.forEachNodeAfterFilterAndSort((node) => {
    if (node.data) symbols.push(node.data.symbol)
  })
  return symbols
}

function focusRow(api: GridApi<TickerRow>, index: number, column?: string): void {
  api.ensureIndexVisible(index, 'middle')
  api.setFocusedCell(index, column ?? api.getFocusedCell()?.column.getColId() ?? 'symbol')
}

/** The feed and the board's view of it; a separate component so that `useBoardFeed` always has a source. */
function BoardArea(props: {
  readonly source: BoardFeedSource
  readonly children: (feed: BoardFeed, session: BoardViewProps['session']) => React.ReactNode
}) {
  const feed = useBoardFeed(props.source)
  // The board says its market's session from the same source as the header and the ticket.
  const market = sessionMarketOfBoard(props.source)
  const phase = useMarketSession(market)
  return <>{props.children(feed, market === null || phase === null ? null : { market, phase })}</>
}

export interface BoardWindowProps {
  readonly windowId: string
  readonly snapshot: WorkspaceSnapshot
  readonly restorable: readonly string[]
}

/**
 * One board window: header, index bar, toolbar and board, with its keyboard commands, palette,
 * shortcut help and watchlist dialog. Its layout is saved through the core; shared state
 * (watchlists, preferences, links) comes from the core's streams.
 */
export function BoardWindow({ windowId, snapshot, restorable }: BoardWindowProps) {
  const t = useStrings()
  const saved = snapshot.windows.find((w) => w.id === windowId)
  const layout = useBoardLayout(windowId, saved)
  const link = useLinkGroup(windowId, saved?.link ?? null)
  // Rows whose price alert fired are marked until the cursor reaches them (issue 22).
  useAlertMarksFeed()
  const alerted = useAlertMarks((state) => state.marked)
  const [quickFilter, setQuickFilter] = useState('')
  const [pinned, setPinned] = useState<readonly string[]>([])
  const [palette, setPalette] = useState(false)
  const [help, setHelp] = useState(false)
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null)
  const [toast, setToast] = useState<string | null>(null)
  const feedStore = useFeedStateStore()
  const apiRef = useRef<GridApi<TickerRow> | null>(null)
  /**
   * `]` / `[` with the keyboard on the board: the symbol it was on, to land on again in the next
   * board (else its first row) once that board's rows are in. The old rows leave the grid with the
   * snapshot of the new board, and the focus with them (issue 20).
   */
  const regainGridFocus = useRef<{ symbol: string | null } | null>(null)
  const setFeedState = useCallback(
    (feed: BoardFeed['state']) => {
      feedStore.setState({ feed })
      const pending = regainGridFocus.current
      if (pending === null || !feed.hasData || feed.rowCount === 0) return
      // The frame applier puts a snapshot's rows in the grid at the next animation frame.
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          const api = apiRef.current
          if (api === null || regainGridFocus.current !== pending) return
          regainGridFocus.current = null
          const index = pending.symbol === null ? -1 : displayedSymbols(api).indexOf(pending.symbol)
          focusRow(api, Math.max(0, index))
        })
      })
    },
    [feedStore],
  )
  const filterRef = useRef<HTMLInputElement | null>(null)
  const focusedSymbol = useRef<string | null>(null)
  /**
   * The row the keyboard is on now. Asked of the grid first: its focus-changed event may reach us a
   * moment after the focus moved (a key pressed right after a type-ahead jump would otherwise act on
   * the row before); the last event's symbol covers a grid that lost focus to a dialog.
   */
  const currentSymbol = useCallback((): string | null => {
    const api = apiRef.current
    const cell = api?.getFocusedCell()
    const symbol =
      cell && cell.rowPinned == null ? api?.getDisplayedRowAtIndex(cell.rowIndex)?.data?.symbol : undefined
    return symbol ?? focusedSymbol.current
  }, [])
  const typeAhead = useRef(new TypeAhead())

  const { choice, setChoice, setOrder } = layout
  const watchlists = snapshot.watchlists
  const source = useMemo(() => feedSourceOf(choice, watchlists), [choice, watchlists])
  const boardKind = choice.kind === 'futures' ? 'futures' : 'stock'

  useEffect(() => {
    if (toast === null) return
    const timer = setTimeout(() => setToast(null), 3_000)
    return () => clearTimeout(timer)
  }, [toast])

  useEffect(() => {
    document.title = `${choiceTitle(choice, watchlists, t.workspace.wholeMarket)} · ${t.app.name}`
  }, [choice, watchlists, t])

  const setFilterElement = useCallback((element: HTMLInputElement | null) => {
    filterRef.current = element
  }, [])

  const onApi = useCallback((api: GridApi<TickerRow> | null) => {
    apiRef.current = api
  }, [])

  const onFocusSymbol = useCallback(
    (symbol: string) => {
      focusedSymbol.current = symbol
      useAlertMarks.getState().seen(symbol)
      link.select(symbol)
    },
    [link],
  )

  const focusGrid = useCallback(() => {
    const api = apiRef.current
    if (!api) return
    const current = api.getFocusedCell()
    focusRow(api, current?.rowIndex ?? 0, current?.column.getColId() ?? 'symbol')
  }, [])

  const jumpTo = useCallback((symbol: string) => {
    const api = apiRef.current
    if (!api) return
    const index = displayedSymbols(api).indexOf(symbol)
    if (index >= 0) focusRow(api, index, 'symbol')
  }, [])

  // Built when the palette opens (an event), since it reads the grid and the focused row.
  const buildPaletteItems = useCallback((): PaletteItem[] => {
    const items: PaletteItem[] = []
    const focused = currentSymbol()
    for (const command of commandRegistry.list()) {
      // A row action's own handler is listed through the board's command that runs it (board.openChart
      // runs chart.openForSymbol), not twice.
      if (command.hidden || rowActionTargets.has(command.id)) continue
      const shortcut = commandRegistry.shortcutOf(command.id)
      // A command on a symbol acts on the focused row: it says which, and is listed first.
      const onRow = command.group === 'symbol'
      items.push({
        id: `cmd:${command.id}`,
        title:
          onRow && focused !== null ? `${labelText(command.title)}: ${focused}` : labelText(command.title),
        group: onRow ? 'row' : command.group,
        keywords: command.keywords ?? command.id,
        ...(shortcut ? { shortcut: describeChord(shortcut, isMac) } : {}),
        disabled:
          (onRow && focused === null) || (command.enabled ? !command.enabled({ symbol: focused }) : false),
        run: () => commandRegistry.run(command.id, { symbol: currentSymbol() }),
      })
    }
    for (const c of allChoices(watchlists)) {
      const title = choiceTitle(c, watchlists, t.workspace.wholeMarket)
      items.push({
        id: `board:${choiceKey(c)}`,
        title: `${t.palette.openBoard} ${title}`,
        group: 'board',
        keywords: `${title} board bang ro ${choiceKeywords(c)}`,
        run: () => setChoice(c),
      })
      items.push({
        id: `window:${choiceKey(c)}`,
        title: `${t.palette.openBoard} ${title} ${t.palette.openInNewWindow}`,
        group: 'window',
        keywords: `${title} new window cua so moi`,
        run: () => void openNewBoardWindow(boardOf(c)),
      })
    }
    for (const symbol of displayedSymbols(apiRef.current)) {
      items.push({
        id: `symbol:${symbol}`,
        title: `${t.palette.jumpTo} ${symbol}`,
        group: 'symbol',
        keywords: symbol,
        run: () => setTimeout(() => jumpTo(symbol), 0),
      })
    }
    return items
  }, [watchlists, t, setChoice, jumpTo, currentSymbol])

  const [paletteItems, setPaletteItems] = useState<PaletteItem[]>([])

  // Everything the commands touch, read when they run, so the registered commands never go stale.
  const live = useRef({ choice, watchlists, ui: snapshot.ui, linkGroup: link.group })
  useLayoutEffect(() => {
    live.current = { choice, watchlists, ui: snapshot.ui, linkGroup: link.group }
  })

  // Registered in an effect: the commands close over refs that only their handlers read.
  useEffect(() => {
    const commands = boardCommands(t, {
      openPalette: () => {
        setPaletteItems(buildPaletteItems())
        setPalette(true)
      },
      toggleHelp: () => setHelp((h) => !h),
      newWindow: () => void openNewBoardWindow(boardOf(live.current.choice)),
      closeWindowForGood: () => {
        void getWorkstation()
          .call('workspace.forgetWindow', { id: windowId })
          .then(() => window.close())
      },
      focusGrid,
      focusFilter: () => filterRef.current?.focus(),
      togglePin: (symbol) =>
        setPinned((p) => (p.includes(symbol) ? p.filter((s) => s !== symbol) : [...p, symbol])),
      stepBoard: (delta) => {
        const all = allChoices(live.current.watchlists)
        const index = all.findIndex((c) => choiceKey(c) === choiceKey(live.current.choice))
        const next = all[(index + delta + all.length) % all.length]
        if (!next) return
        // The keyboard was on the board: in the grid, or nowhere (a closed overlay leaves it on
        // the page). From the filter or a dock, it stays where it is.
        const active = document.activeElement
        const onBoard = active === null || active === document.body || active.closest('.board-keys') !== null
        regainGridFocus.current = onBoard ? { symbol: currentSymbol() } : null
        setChoice(next)
      },
      toggleTheme: () =>
        void getWorkstation().call('workspace.setUi', {
          theme: live.current.ui.theme === 'dark' ? 'light' : 'dark',
        }),
      toggleLocale: () =>
        void getWorkstation().call('workspace.setUi', {
          locale: live.current.ui.locale === 'vi' ? 'en' : 'vi',
        }),
      newWatchlist: () => setDialog('new'),
      resetColumnOrder: () => setOrder([]),
      rowAction: (id, symbol) => {
        const outcome = commandRegistry.run(id, { symbol, linkGroup: live.current.linkGroup })
        if (outcome === 'unavailable')
          setToast(`${t.workspace.notAvailable}: ${id}${symbol ? ` (${symbol})` : ''}`)
      },
    })
    const offs = commands.map((command) => commandRegistry.register(command))
    return () => offs.forEach((off) => off())
  }, [t, windowId, focusGrid, setChoice, setOrder, buildPaletteItems, currentSymbol])

  // The keymap: every registered command with a shortcut (the user's, else its default). Single
  // keys never fire while typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (palette || dialog) return
      for (const command of commandRegistry.list()) {
        const shortcut = commandRegistry.shortcutOf(command.id)
        if (!shortcut) continue
        const chord = parseChord(shortcut, isMac)
        if (!matches(chord, e)) continue
        const plain = !chord.ctrl && !chord.meta && !chord.alt
        if (plain && isTypingTarget(e.target)) continue
        if (help && command.id !== 'app.help') continue
        e.preventDefault()
        commandRegistry.run(command.id, { symbol: currentSymbol() })
        return
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [palette, dialog, help, currentSymbol])

  // Type-ahead: letters and digits typed in the grid jump to the first matching symbol.
  const onGridKeyDown = useCallback((e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || !/^[a-zA-Z0-9]$/.test(e.key)) return
    if (isTypingTarget(e.target)) return
    const api = apiRef.current
    if (!api) return
    const prefix = typeAhead.current.push(e.key, performance.now())
    const index = findSymbol(displayedSymbols(api), prefix)
    if (index >= 0) {
      e.preventDefault()
      e.stopPropagation()
      focusRow(api, index)
    }
  }, [])

  const registryVersion = useSyncExternalStore(commandRegistry.subscribe, commandRegistry.snapshot)
  const rebind = useRebind()
  const helpRows = useMemo(
    () =>
      commandRegistry.list().flatMap((c) => {
        const keys = commandRegistry.shortcutOf(c.id)
        if (keys === undefined) return []
        const custom = commandRegistry.getOverrides()[c.id] !== undefined
        return [{ id: c.id, keys: describeChord(keys, isMac), title: labelText(c.title), custom }]
      }),
    // Re-read whenever the registry changes (its version is a dependency) or the overlay opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [registryVersion, help, t],
  )

  const currentWatchlist =
    choice.kind === 'watchlist' ? watchlists.find((w) => w.id === choice.id) : undefined

  return (
    <div className="app" data-window-id={windowId} data-link-group={link.group ?? ''}>
      <HeaderWithFeed
        choice={choice}
        watchlists={watchlists}
        onChoice={setChoice}
        store={feedStore}
        ui={snapshot.ui}
        linkGroup={link.group}
        onLinkGroup={link.setGroup}
        onNewWatchlist={() => setDialog('new')}
        onEditWatchlist={() => setDialog('edit')}
        onNewWindow={() => void openNewBoardWindow(boardOf(choice))}
      />
      <RestoreBar windowIds={restorable} snapshot={snapshot} />
      {link.stream.status === 'ended' && (
        <StreamEnded
          what="link"
          error={link.stream.error}
          onRetry={link.stream.resubscribe}
          className="window-stream-ended"
        />
      )}
      <IndexBar />
      <BoardToolbar
        hidden={layout.hidden}
        onHiddenChange={layout.setHidden}
        quickFilter={quickFilter}
        onQuickFilterChange={setQuickFilter}
        onFilterInput={setFilterElement}
        pinnedCount={pinned.length}
        kind={boardKind}
      />
      <div className="workbench">
        <div className="workbench-main">
          {source === null ? (
            <div className="board-empty" data-testid="board-empty">
              {currentWatchlist ? t.workspace.watchlistSymbols : t.workspace.watchlistGone}
            </div>
          ) : (
            // Keyed by kind: a futures board has other columns, so its grid is built afresh.
            <BoardArea key={boardKind} source={source}>
              {(feed, session) => (
                <FeedStateMirror feed={feed} onState={setFeedState}>
                  <StaleBanner state={feed.state} />
                  <div className="board-keys" onKeyDownCapture={onGridKeyDown}>
                    <BoardView
                      feed={feed}
                      kind={boardKind}
                      session={session}
                      theme={snapshot.ui.theme}
                      volumeUnit={snapshot.ui.volumeUnit}
                      hiddenColumns={layout.hidden}
                      sort={layout.sort}
                      columnOrder={layout.order}
                      onColumnOrderChange={layout.setOrder}
                      quickFilter={quickFilter}
                      pinned={pinned}
                      linkedSymbol={link.linkedSymbol}
                      alertedSymbols={alerted}
                      onApi={onApi}
                      onSortChange={layout.setSort}
                      onFocusSymbol={onFocusSymbol}
                    />
                  </div>
                </FeedStateMirror>
              )}
            </BoardArea>
          )}
          <OrdersDock />
        </div>
        <AccountDock />
      </div>
      <AuthLayer />
      <TicketHost />
      {palette && (
        <CommandPalette
          title={t.palette.title}
          placeholder={t.palette.placeholder}
          empty={t.palette.empty}
          items={paletteItems}
          groupLabel={(g) => t.palette.groups[g]}
          onClose={() => setPalette(false)}
        />
      )}
      {help && (
        <HelpOverlay
          title={t.help.title}
          closeLabel={t.help.close}
          note={t.help.grid}
          strings={{
            rebindHint: t.help.rebindHint,
            custom: t.help.custom,
            recording: (command) => i18n.t('help.recording', { command }),
          }}
          rows={helpRows}
          isMac={isMac}
          onRebind={rebind}
          onClose={() => setHelp(false)}
        />
      )}
      {dialog !== null && (
        <WatchlistDialog
          {...(dialog === 'edit' && currentWatchlist ? { watchlist: currentWatchlist } : {})}
          onDone={(saved, deletedId) => {
            setDialog(null)
            if (saved) setChoice({ kind: 'watchlist', id: saved.id })
            else if (deletedId !== undefined) {
              // The list is gone: land on another of the user's lists, else on VN30, never on the
              // deleted list's id (the window list has not heard of the deletion yet).
              const next = watchlists.find((w) => w.id !== deletedId)
              setChoice(next ? { kind: 'watchlist', id: next.id } : { kind: 'basket', code: 2 })
            }
          }}
        />
      )}
      {toast !== null && (
        <div className="toast" role="status" data-testid="toast">
          {toast}
        </div>
      )}
    </div>
  )
}

/** Hands the feed's state up to the header (which lives outside the feed's component). */
function FeedStateMirror(props: {
  readonly feed: BoardFeed
  readonly onState: (state: BoardFeed['state']) => void
  readonly children: React.ReactNode
}) {
  const { feed, onState } = props
  useEffect(() => onState(feed.state), [feed.state, onState])
  return <>{props.children}</>
}

/** The layout a new window on `choice` starts with (the whole market opens as HOSE: not savable). */
function boardOf(choice: BoardChoice) {
  return {
    source: choice.kind === 'market' ? ({ kind: 'basket', code: 1 } as const) : choice,
    columns: { hidden: [], order: [] },
    sort: null,
  }
}
