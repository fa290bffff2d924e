import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { BridgeCallError } from '../../../lib/bridge/query'
import { useErrorWords } from '../../../i18n/error-words'
import { formatClock } from '../../../lib/time'
import { useAccountStrings } from '../strings'

/**
 * One part of the account panel: its title, when it was last updated, a refresh button, and its
 * own error. A part that fails keeps its last data and says why; the other parts are untouched.
 */
export function PartFrame(props: {
  readonly id: string
  readonly title: string
  readonly query: UseQueryResult
  readonly tools?: ReactNode
  readonly children: ReactNode
}) {
  const t = useAccountStrings()
  const { query } = props
  const error = query.error instanceof BridgeCallError ? query.error.bridgeError : null
  const words = useErrorWords()
  return (
    <section className="account-part" data-testid={`account-${props.id}`} aria-label={props.title}>
      <header className="account-part-bar">
        <h3>{props.title}</h3>
        {props.tools}
        <span className="account-spacer" />
        <span className="account-updated" data-testid={`account-${props.id}-updated`}>
          {query.dataUpdatedAt > 0 ? `${t.updated} ${formatClock(query.dataUpdatedAt)}` : ''}
        </span>
        <button
          type="button"
          className="account-button"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
          aria-label={`${t.refresh}: ${props.title}`}
        >
          {query.isFetching ? '…' : '⟳'}
        </button>
      </header>
      {query.error !== null && (
        <p
          className="account-error"
          role="alert"
          data-testid={`account-${props.id}-error`}
          data-kind={error?.kind}
        >
          <span title={query.error.message}>
            {t.failed}: {words(error ?? { kind: 'internal', code: 'unexpected' })}
          </span>
        </p>
      )}
      {query.data === undefined && query.error === null && <p className="account-muted">{t.loading}</p>}
      {query.data !== undefined && props.children}
    </section>
  )
}
