import type { ReactNode } from 'react'
import { bridgeErrorOf, useErrorWords } from '../../../i18n/error-words'
import { useResearchStrings } from '../strings'

/**
 * A titled panel with the loading, error (and retry) and empty states every part shares. Errors are
 * told in the UI's words (the core's message is the tooltip); `data-state` (loading, error, empty,
 * ready) lets the end-to-end test and the detail benchmark see when each part has arrived.
 */
export function Panel(props: {
  readonly id: string
  readonly title: string
  readonly query: { isPending: boolean; error: unknown; refetch: () => unknown }
  readonly empty?: boolean
  /** What an empty panel says instead of the generic text. */
  readonly emptyText?: string
  /** What a "not found" answer means here (an unknown symbol), instead of the generic words. */
  readonly notFoundText?: string
  readonly extra?: ReactNode
  /** Controls shown whatever the state (filters), under the title. */
  readonly controls?: ReactNode
  readonly children?: ReactNode
}) {
  const t = useResearchStrings()
  const words = useErrorWords()
  const error = props.query.error === null ? null : bridgeErrorOf(props.query.error)
  const detail = props.query.error instanceof Error ? props.query.error.message : undefined
  const message =
    error === null
      ? null
      : error.kind === 'not-found' && props.notFoundText !== undefined
        ? props.notFoundText
        : words(error)
  const state = props.query.isPending
    ? 'loading'
    : message !== null
      ? 'error'
      : props.empty === true
        ? 'empty'
        : 'ready'
  return (
    <section
      className={`rd-panel rd-${props.id}`}
      aria-labelledby={`rd-${props.id}-title`}
      data-testid={`rd-${props.id}`}
      data-state={state}
    >
      <h2 id={`rd-${props.id}-title`}>
        {props.title}
        {props.extra}
      </h2>
      {props.controls}
      {state === 'loading' && <p className="rd-status">{t.loading}</p>}
      {message !== null && (
        <p className="rd-status rd-error" role="alert" title={detail}>
          {t.failed}: {message}{' '}
          <button type="button" onClick={() => void props.query.refetch()}>
            {t.retry}
          </button>
        </p>
      )}
      {state === 'empty' && <p className="rd-status">{props.emptyText ?? t.empty}</p>}
      {state === 'ready' && props.children}
    </section>
  )
}
