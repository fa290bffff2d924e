import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import type { Stop, StopsOverview } from '../../../../src-shared/bridge/contract'
import { callMutation } from '../../../lib/bridge/call-query'
import { useStream } from '../../../lib/bridge/use-stream'
import { useListKeys } from '../../../lib/keys/use-list-keys'
import { formatThousands } from '../../../lib/numbers'
import { formatClock } from '../../../lib/time'
import { mayAct, useShownProfile } from '../../../lib/profile/shown-profile'
import { useStopStrings } from '../strings'
import { orderText, triggerText } from './stop-words'
import { StopEditForm } from './stop-edit-form'
import '../../../components/list-table.css'
import './stops.css'
import { ListKey } from '../../../components/list-key'

const asking = (stop: Stop) => stop.state === 'needs-confirmation' || stop.state === 'needs-second-factor'
const cancellable = (stop: Stop) => stop.state === 'armed' || asking(stop)

/**
 * `?view=stops`: every stop held by the app with where it stands (a stale feed says it cannot
 * trigger), the order it sent (number and outcome), edit (an armed stop's level and order), cancel,
 * and "send now" for one that asks, showing the price now. Says wherever it is shown that stops are sent only while the app runs.
 * The list has the app's list keys (`useListKeys`, as the alerts window): ↑/↓/Home/End move a
 * cursor, E edits the armed stop under it, Del cancels it through the same action as its button;
 * keys typed in the open Edit form stay the form's.
 */
export function StopsWindow() {
  const s = useStopStrings()
  const { t } = useTranslation('stops')
  const [overview, setOverview] = useState<StopsOverview | null>(null)
  useStream('stops.events', {}, { onEvent: (e) => e.type === 'overview' && setOverview(e.overview) })
  const cancel = useMutation(callMutation('stops.cancel'))
  const confirm = useMutation(callMutation('stops.confirm'))
  const clear = useMutation(callMutation('stops.clearDone'))
  const profile = useShownProfile((p) => p.shown)
  const canAct = useShownProfile(mayAct)
  const [editing, setEditing] = useState<string | null>(null)
  const live = new Map(overview?.live.map((l) => [l.id, l]) ?? [])
  const stops = [...(overview?.stops ?? [])].reverse()
  const editable = (stop: Stop) => stop.state === 'armed' && canAct && stop.profileId === profile?.id
  const edit = (stop: Stop): void => {
    if (editable(stop)) setEditing(stop.id)
  }
  const cancelStop = (stop: Stop): void => {
    // A second press while the first cancel is on its way sends nothing more.
    if (cancellable(stop) && !cancel.isPending) cancel.mutate({ id: stop.id })
  }
  const keys = useListKeys(stops, (stop) => stop.id, [
    { key: 'e', run: edit },
    { key: 'Delete', run: cancelStop },
  ])
  return (
    <main className="stops-window" aria-label={s.windowTitle}>
      <h1>{s.windowTitle}</h1>
      <p className="stops-held" data-testid="stops-held-here">
        {s.heldHere}
      </p>
      {overview !== null && stops.length === 0 && <p>{s.noStops}</p>}
      <div
        className="list-grid"
        role="grid"
        tabIndex={0}
        aria-label={s.listLabel}
        aria-activedescendant={keys.current === null ? undefined : `stop-${keys.current.id}`}
        data-testid="stops-grid"
        onKeyDown={(e) => {
          // The open Edit form's keys (Enter, Esc, Del on its buttons) are the form's, not the list's.
          if (e.target instanceof Element && e.target.closest('form') !== null) return
          keys.onKeyDown(e)
        }}
      >
        <table className="list-table stops-list" data-testid="stops-list">
          <thead>
            <tr>
              <th>{s.symbol}</th>
              <th>{s.trigger}</th>
              <th>{s.order}</th>
              <th>{s.state}</th>
              <th className="num">{s.priceNow}</th>
              <th>{s.result}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {stops.map((stop) => {
              const data = live.get(stop.id)
              const now = data?.lastPrice ?? stop.triggerPrice
              const current = keys.current?.id === stop.id
              return (
                <Fragment key={stop.id}>
                  <tr
                    id={`stop-${stop.id}`}
                    aria-selected={current}
                    className={current ? 'is-current' : undefined}
                    data-testid="stop-row"
                    data-state={stop.state}
                    data-data={data?.data}
                    onClick={() => keys.pick(stop)}
                  >
                    <td className="sym">
                      {stop.symbol}
                      {stop.role !== 'stop' && <span className="stops-role"> · {s.roles[stop.role]}</span>}
                    </td>
                    <td>{triggerText(stop, t)}</td>
                    <td>{orderText(stop, s)}</td>
                    <td className="stop-state" title={stop.error?.message ?? stop.outcome?.message}>
                      {s.states[stop.state]}
                      {data !== undefined && data.data !== 'live' && (
                        <span className="stops-data" data-testid="stop-data">
                          {' '}
                          · {s.data[data.data]}
                        </span>
                      )}
                      {stop.askReason !== null && asking(stop) && (
                        <span className="stops-reason"> · {s.reasons[stop.askReason]}</span>
                      )}
                      {stop.triggeredAt !== null && <span> · {formatClock(stop.triggeredAt)}</span>}
                    </td>
                    <td className="num" data-testid="stop-price-now">
                      {now === null ? '' : formatThousands(now)}
                    </td>
                    <td className="muted" data-testid="stop-order-id">
                      {stop.outcome?.orderId ?? ''}
                      {stop.outcome !== null && ` ${stop.outcome.outcome}`}
                    </td>
                    <td className="list-actions">
                      {asking(stop) && (
                        <button
                          type="button"
                          data-testid="stop-confirm"
                          title={t('confirmAt', { price: now === null ? '' : formatThousands(now) })}
                          onClick={() => confirm.mutate({ id: stop.id })}
                        >
                          {s.confirm}
                        </button>
                      )}
                      {editable(stop) && (
                        <button
                          type="button"
                          data-testid="stop-edit-open"
                          aria-expanded={editing === stop.id}
                          onClick={() => setEditing(editing === stop.id ? null : stop.id)}
                        >
                          {s.edit}
                          <ListKey>E</ListKey>
                        </button>
                      )}
                      {cancellable(stop) && (
                        <button type="button" data-testid="stop-cancel" onClick={() => cancelStop(stop)}>
                          {s.cancel}
                          <ListKey>Del</ListKey>
                        </button>
                      )}
                    </td>
                  </tr>
                  {editing === stop.id && editable(stop) && (
                    <tr data-testid="stop-edit-row">
                      <td colSpan={7}>
                        <StopEditForm
                          stop={stop}
                          profileId={stop.profileId}
                          onClose={() => setEditing(null)}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </div>
      {stops.length > 0 && (
        <p className="list-hint" data-testid="stops-keys">
          {s.keysHint}
        </p>
      )}
      <button type="button" onClick={() => clear.mutate({})}>
        {s.clearDone}
      </button>
    </main>
  )
}
