import { useQuery } from '@tanstack/react-query'
import type { LinkGroup } from '../../src-shared/bridge/contract'
import type { UiSettings, Watchlist } from '../../src-shared/schemas/settings'
import { getWorkstation } from '../lib/bridge/get-workstation'
import { callQuery } from '../lib/bridge/call-query'
import { reconnectNow, useConnectionState } from '../lib/bridge/use-connection-state'
import { secondsUntil } from '../lib/time'
import { useNow } from '../lib/use-now'
import { useStrings } from '../i18n/strings'
import { LinkGroupSelect } from '../components/link-group-select'
import { bridgeErrorOf, useErrorWords } from '../i18n/error-words'
import { FeedBadge, type BoardFeedState } from '../features/board'
import { MarketStatusBadges } from '../features/market-status'
import { SecondFactorChip } from '../features/auth'
import { StopsArmedChip } from '../features/stops'
import { choiceFromKey, choiceKey, choiceTitle, futuresTitle, type BoardChoice } from './board-choice'
import { baskets } from '../../src-shared/market/baskets'

/** A header button: its icon always, its words too where the header is wide enough (and as its name). */
function HeaderButton(props: {
  readonly testId: string
  readonly icon: string
  readonly label: string
  readonly onClick: () => void
}) {
  return (
    <button
      type="button"
      className="button"
      data-testid={props.testId}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
    >
      {props.icon}
      <span className="header-wide-only"> {props.label}</span>
    </button>
  )
}

function ConnectionBadge() {
  const t = useStrings()
  const connection = useConnectionState()
  const waiting = connection.nextRetryAt !== null
  const now = useNow(waiting)
  return (
    <span
      className={`badge badge-${connection.phase}`}
      data-testid="connection-state"
      data-phase={connection.phase}
      title={t.connection[connection.transport]}
    >
      <span className="dot" aria-hidden="true" />
      {t.connection[connection.phase]}
      {connection.nextRetryAt !== null && (
        <>
          {` · ${t.connection.retryIn} ${secondsUntil(connection.nextRetryAt, now)} s · `}
          <button type="button" className="link-button" onClick={reconnectNow}>
            {t.connection.retryNow}
          </button>
        </>
      )}
    </span>
  )
}

function ProfileLabel() {
  const t = useStrings()
  const info = useQuery(callQuery('app.info', {}))
  const words = useErrorWords()
  if (!info.data) {
    return (
      <span className="header-item" data-testid="profile">
        {info.error ? words(bridgeErrorOf(info.error)) : t.app.loadingInfo}
      </span>
    )
  }
  const { profile, simulatorUrl, version, shell } = info.data
  return (
    <span
      className="header-item"
      data-testid="profile"
      data-profile-kind={profile.kind}
      title={`${profile.name} · v${version} · ${shell}${simulatorUrl ? ` · ${simulatorUrl}` : ''}`}
    >
      <span className="header-wide-only">{t.app.profile}: </span>
      <strong>{t.app.profileKind[profile.kind]}</strong>
    </span>
  )
}

const setUi = (patch: Partial<UiSettings>): void => {
  void getWorkstation().call('workspace.setUi', patch)
}

export interface AppHeaderProps {
  readonly choice: BoardChoice
  readonly watchlists: readonly Watchlist[]
  readonly onChoice: (choice: BoardChoice) => void
  readonly feed: BoardFeedState | null
  readonly ui: UiSettings
  readonly linkGroup: LinkGroup | null
  readonly onLinkGroup: (group: LinkGroup | null) => void
  readonly onNewWatchlist: () => void
  readonly onEditWatchlist: () => void
  readonly onNewWindow: () => void
}

/**
 * The window's header: which board, its feed, the market's state, and the window's settings, on
 * one row from 1,366 pixels wide. What says whether the figures can be trusted (the feed, the
 * connection, the sessions, the second factor, the armed stops, the profile) never shrinks; below
 * 1,800 pixels the app's name goes and the board's buttons show their sign alone (their words stay
 * their accessible name and title); and if a long status still leaves too little room, the board's
 * tools and the window's settings give way (clipped), never the status (global.css, "Header").
 */
export function AppHeader(props: AppHeaderProps) {
  const t = useStrings()
  const w = t.workspace
  return (
    <header className="app-header" data-testid="app-header">
      <span className="header-tools">
        <span className="app-name header-wide-only">{t.app.name}</span>
        <select
          className="header-select"
          aria-label={w.board}
          data-testid="board-switcher"
          value={choiceKey(props.choice)}
          onChange={(e) => {
            const next = choiceFromKey(e.target.value)
            if (next) props.onChoice(next)
          }}
        >
          <optgroup label={w.baskets}>
            {baskets.map((b) => (
              <option key={b.code} value={`basket:${b.code}`}>
                {b.name}
              </option>
            ))}
            <option value="market">{w.wholeMarket}</option>
          </optgroup>
          <optgroup label={w.derivatives}>
            <option value={choiceKey({ kind: 'futures' })}>
              {futuresTitle} · {w.futuresBoard}
            </option>
          </optgroup>
          {props.watchlists.length > 0 && (
            <optgroup label={w.watchlists}>
              {props.watchlists.map((l) => (
                <option key={l.id} value={`watchlist:${l.id}`}>
                  {l.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <span className="app-basket" data-testid="basket-name" hidden>
          {choiceTitle(props.choice, props.watchlists, w.wholeMarket)}
        </span>
        <HeaderButton testId="new-watchlist" icon="+" label={w.newWatchlist} onClick={props.onNewWatchlist} />
        {props.choice.kind === 'watchlist' && (
          <HeaderButton
            testId="edit-watchlist"
            icon="✎"
            label={w.editWatchlist}
            onClick={props.onEditWatchlist}
          />
        )}
        <HeaderButton testId="new-window" icon="❐" label={w.newWindow} onClick={props.onNewWindow} />
        <LinkGroupSelect
          className="header-small-select header-link"
          testId="link-group"
          value={props.linkGroup}
          onChange={props.onLinkGroup}
        />
      </span>
      {props.feed && <FeedBadge state={props.feed} />}
      <span className="header-spacer" />
      <MarketStatusBadges />
      <span className="header-settings">
        <select
          className="header-small-select"
          aria-label={w.theme}
          data-testid="theme"
          value={props.ui.theme}
          onChange={(e) => setUi({ theme: e.target.value === 'light' ? 'light' : 'dark' })}
        >
          <option value="dark">{w.themes.dark}</option>
          <option value="light">{w.themes.light}</option>
        </select>
        <select
          className="header-small-select"
          aria-label={w.language}
          data-testid="locale"
          value={props.ui.locale}
          onChange={(e) => setUi({ locale: e.target.value === 'en' ? 'en' : 'vi' })}
        >
          {/* Codes, not names: the header's room is short at 1,366 pixels; the list's title names them. */}
          <option value="vi" title="Tiếng Việt">
            VI
          </option>
          <option value="en" title="English">
            EN
          </option>
        </select>
        <select
          className="header-small-select"
          aria-label={w.volumeUnit}
          data-testid="volume-unit"
          value={props.ui.volumeUnit}
          onChange={(e) => {
            const unit = Number(e.target.value)
            if (unit === 1 || unit === 10 || unit === 100) setUi({ volumeUnit: unit })
          }}
        >
          <option value={1}>KL ×1</option>
          <option value={10}>KL ×10</option>
          <option value={100}>KL ×100</option>
        </select>
      </span>
      <ConnectionBadge />
      <StopsArmedChip />
      <SecondFactorChip />
      <ProfileLabel />
    </header>
  )
}
