import { useQuery } from '@tanstack/react-query'
import type { BoardSource } from '../../src-shared/bridge/contract'
import { basketName } from '../../src-shared/market/baskets'
import { callOrThrow } from '../lib/bridge/query'
import { reconnectNow, useConnectionState } from '../lib/bridge/use-connection-state'
import { secondsUntil } from '../lib/time'
import { useNow } from '../lib/use-now'
import { strings } from '../i18n/strings'
import { FeedBadge } from '../features/board/components/feed-badge'
import type { BoardFeedState } from '../features/board/hooks/use-board-feed'

const t = strings

function sourceTitle(source: BoardSource): string {
  return source.kind === 'basket' ? basketName(source.code) : source.symbols.join(', ')
}

function ConnectionBadge() {
  const connection = useConnectionState()
  const waiting = connection.nextRetryAt !== null
  const now = useNow(waiting)
  const label = t.connection[connection.phase]
  return (
    <span
      className={`badge badge-${connection.phase}`}
      data-testid="connection-state"
      data-phase={connection.phase}
      title={t.connection[connection.transport]}
    >
      <span className="dot" aria-hidden="true" />
      {label}
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
  const info = useQuery({ queryKey: ['app.info'], queryFn: () => callOrThrow('app.info', {}) })
  if (!info.data) {
    return (
      <span className="header-item" data-testid="profile">
        {info.error ? info.error.message : t.app.loadingInfo}
      </span>
    )
  }
  const { profile, simulatorUrl, version, shell } = info.data
  const kind = t.app.profileKind[profile.kind]
  return (
    <span
      className="header-item"
      data-testid="profile"
      data-profile-kind={profile.kind}
      title={`${profile.name} · v${version} · ${shell}${simulatorUrl ? ` · ${simulatorUrl}` : ''}`}
    >
      {t.app.profile}: <strong>{kind}</strong>
      {simulatorUrl !== null && ` (${t.app.simulator})`}
    </span>
  )
}

export function AppHeader({ source, feed }: { readonly source: BoardSource; readonly feed: BoardFeedState }) {
  return (
    <header className="app-header" data-testid="app-header">
      <span className="app-name">{t.app.name}</span>
      <span className="app-basket" data-testid="basket-name">
        {sourceTitle(source)}
      </span>
      <FeedBadge state={feed} />
      <span className="header-spacer" />
      <ConnectionBadge />
      <ProfileLabel />
    </header>
  )
}
