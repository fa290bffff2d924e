import type { ReactNode } from 'react'
import { BridgeCallError } from '../../../lib/bridge/query'
import { useResearchStrings } from '../strings'

/** A titled panel with the loading, error (and retry) and empty states every part shares. */
export function Panel(props: {
  readonly id: string
  readonly title: string
  readonly query: { isPending: boolean; error: unknown; refetch: () => unknown }
  readonly empty?: boolean
  /** What an empty panel says instead of the generic text. */
  readonly emptyText?: string
  readonly extra?: ReactNode
  readonly children?: ReactNode
}) {
  const t = useResearchStrings()
  const error = props.query.error
  const message =
    error instanceof BridgeCallError
      ? error.bridgeError.message
      : error instanceof Error
        ? error.message
        : null
  return (
    <section
      className={`rd-panel rd-${props.id}`}
      aria-labelledby={`rd-${props.id}-title`}
      data-testid={`rd-${props.id}`}
    >
      <h2 id={`rd-${props.id}-title`}>
        {props.title}
        {props.extra}
      </h2>
      {props.query.isPending && <p className="rd-status">{t.loading}</p>}
      {message !== null && (
        <p className="rd-status rd-error" role="alert">
          {t.failed}: {message}{' '}
          <button type="button" onClick={() => void props.query.refetch()}>
            {t.retry}
          </button>
        </p>
      )}
      {!props.query.isPending && message === null && props.empty === true && (
        <p className="rd-status">{props.emptyText ?? t.empty}</p>
      )}
      {!props.query.isPending && message === null && props.empty !== true && props.children}
    </section>
  )
}
