import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Alert, AlertState, AlertsOverview } from '../../../../src-shared/bridge/contract'
import { conditionText, firingValueText } from '../../../../src-shared/market/alert-words'
import { callMutation, callQuery, callKey } from '../../../lib/bridge/call-query'
import { useStream } from '../../../lib/bridge/use-stream'
import { useListKeys } from '../../../lib/keys/use-list-keys'
import { formatClock } from '../../../lib/time'
import { useAlertStrings } from '../strings'
import { useTranslation } from 'react-i18next'
import { AlertForm } from './alert-form'
import '../../../components/list-table.css'
import './alerts.css'
import { ListKey } from '../../../components/list-key'

/** A state's colour in the list (components/list-table.css). */
const stateTone: Record<AlertState['state'], 'ok' | 'warn' | 'over'> = {
  armed: 'ok',
  stale: 'warn',
  waiting: 'warn',
  cooling: 'over',
  paused: 'over',
  done: 'over',
}

const targetText = (alert: Alert): string =>
  alert.target.kind === 'symbol'
    ? alert.target.symbol
    : alert.target.kind === 'basket'
      ? `#${alert.target.code}`
      : alert.target.id

/**
 * `?view=alerts`: every alert with where it stands (a stale one says it cannot fire, each state in
 * its colour), pause, edit and delete, by button or on the keyboard (↑/↓ through the list, E, P,
 * Del on the row under the cursor, the keys shown); a new alert's form (filled for `?symbol=`, `?price=` and the crossing `?direction=`), the sound switch, and
 * the history of what fired, on the broker's clock.
 */
export function AlertsWindow({ params }: { readonly params: URLSearchParams }) {
  const s = useAlertStrings()
  const { t, i18n } = useTranslation('alerts')
  const locale = i18n.language === 'en' ? 'en' : 'vi'
  const client = useQueryClient()
  const [overview, setOverview] = useState<AlertsOverview | null>(null)
  const [editing, setEditing] = useState<Alert | undefined>(undefined)
  const history = useQuery(callQuery('alerts.history', {}))
  useStream(
    'alerts.events',
    {},
    {
      onEvent: (event) => {
        if (event.type === 'overview') setOverview(event.overview)
        if (event.type === 'fired') void client.invalidateQueries({ queryKey: callKey('alerts.history', {}) })
      },
    },
  )
  const save = useMutation(callMutation('alerts.save'))
  const remove = useMutation(callMutation('alerts.remove'))
  const pause = useMutation(callMutation('alerts.pause'))
  const sound = useMutation(callMutation('alerts.setSound'))
  const clear = useMutation({
    ...callMutation('alerts.clearHistory'),
    onSuccess: () => void client.invalidateQueries({ queryKey: callKey('alerts.history', {}) }),
  })
  const priceParam = params.get('price')
  const levelParam = params.get('levelId')
  const directionParam = params.get('direction')
  const states = new Map(overview?.states.map((st) => [st.id, st]) ?? [])
  const alerts = overview?.alerts ?? []
  const edit = (alert: Alert): void => setEditing(alert)
  const togglePause = (alert: Alert): void => pause.mutate({ id: alert.id, paused: !alert.paused })
  const removeAlert = (alert: Alert): void => remove.mutate({ id: alert.id })
  const keys = useListKeys(alerts, (alert) => alert.id, [
    { key: 'e', run: edit },
    { key: 'p', run: togglePause },
    { key: 'Delete', run: removeAlert },
  ])
  return (
    <main className="alerts-window" aria-label={s.windowTitle}>
      <h1>{s.windowTitle}</h1>
      <AlertForm
        key={editing?.id ?? 'new'}
        symbol={editing?.target.kind === 'symbol' ? editing.target.symbol : (params.get('symbol') ?? '')}
        {...(priceParam === null ? {} : { price: Number(priceParam) })}
        {...(levelParam === null || priceParam === null ? {} : { levelId: levelParam })}
        {...(directionParam === 'above' || directionParam === 'below' ? { direction: directionParam } : {})}
        {...(editing === undefined ? {} : { editing })}
        onSave={(alert) => {
          save.mutate(alert)
          setEditing(undefined)
        }}
      />
      <label>
        <input
          type="checkbox"
          checked={overview?.sound ?? true}
          onChange={(e) => sound.mutate({ sound: e.target.checked })}
        />{' '}
        {s.sound}
      </label>
      {overview !== null && (
        <p className="alerts-budget">{t('budget', { perMinute: overview.feeds.requestsPerMinute })}</p>
      )}
      {overview !== null && overview.alerts.length === 0 && <p>{s.noAlerts}</p>}
      <div
        className="list-grid"
        role="grid"
        tabIndex={0}
        aria-label={s.listLabel}
        aria-activedescendant={keys.current === null ? undefined : `alert-${keys.current.id}`}
        data-testid="alerts-grid"
        onKeyDown={keys.onKeyDown}
      >
        <table className="list-table alerts-list">
          <thead>
            <tr>
              <th>{s.symbol}</th>
              <th>{s.condition}</th>
              <th>{s.repeat}</th>
              <th>{s.state}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => {
              const state = states.get(alert.id)
              const current = keys.current?.id === alert.id
              return (
                <tr
                  key={alert.id}
                  id={`alert-${alert.id}`}
                  aria-selected={current}
                  className={current ? 'is-current' : undefined}
                  data-testid="alert-row"
                  data-state={state?.state}
                  onClick={() => keys.pick(alert)}
                >
                  <td className="sym">{targetText(alert)}</td>
                  <td>{conditionText(alert.condition, locale)}</td>
                  <td className="muted">
                    {alert.repeat === 'once' ? s.once : `${s.every} · ${alert.cooldownSec} s`}
                  </td>
                  <td
                    className={state ? `tone-${stateTone[state.state]}` : undefined}
                    data-testid="alert-state"
                    title={state?.error?.message}
                  >
                    {state ? s.states[state.state] : ''}
                  </td>
                  <td className="list-actions">
                    <button type="button" onClick={() => edit(alert)}>
                      {s.edit}
                      <ListKey>E</ListKey>
                    </button>
                    <button type="button" onClick={() => togglePause(alert)}>
                      {alert.paused ? s.resume : s.pause}
                      <ListKey>P</ListKey>
                    </button>
                    <button type="button" onClick={() => removeAlert(alert)}>
                      {s.remove}
                      <ListKey>Del</ListKey>
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {alerts.length > 0 && (
        <p className="list-hint" data-testid="alerts-keys">
          {s.keysHint}
        </p>
      )}
      <h2>{s.history}</h2>
      <button type="button" onClick={() => clear.mutate({})}>
        {s.clearHistory}
      </button>
      {history.data?.length === 0 && <p>{s.noHistory}</p>}
      <table className="list-table alerts-history" aria-label={s.history}>
        <thead>
          <tr>
            <th title={s.firedAt}>{s.timeVn}</th>
            <th>{s.symbol}</th>
            <th>{s.condition}</th>
            <th className="num">{s.value}</th>
          </tr>
        </thead>
        <tbody>
          {[...(history.data ?? [])].reverse().map((firing) => (
            <tr key={firing.id} data-testid="alert-firing">
              <td title={s.firedAt}>{formatClock(firing.at)}</td>
              <td className="sym">{firing.symbol}</td>
              <td>{conditionText(firing.condition, locale)}</td>
              <td className="num">{firingValueText(firing.condition, firing.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
