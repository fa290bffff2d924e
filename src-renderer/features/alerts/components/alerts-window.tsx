import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Alert, AlertsOverview } from '../../../../src-shared/bridge/contract'
import { conditionText, firingValueText } from '../../../../src-shared/market/alert-words'
import { callMutation, callQuery, callKey } from '../../../lib/bridge/call-query'
import { useStream } from '../../../lib/bridge/use-stream'
import { formatClock } from '../../../lib/time'
import { useAlertStrings } from '../strings'
import { useTranslation } from 'react-i18next'
import { AlertForm } from './alert-form'
import './alerts.css'

const targetText = (alert: Alert): string =>
  alert.target.kind === 'symbol'
    ? alert.target.symbol
    : alert.target.kind === 'basket'
      ? `#${alert.target.code}`
      : alert.target.id

/**
 * `?view=alerts`: every alert with where it stands (a stale one says it cannot fire), pause,
 * edit and delete; a new alert's form (filled for `?symbol=`, `?price=` and the crossing `?direction=`), the sound switch, and
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
      <table className="alerts-list">
        <tbody>
          {overview?.alerts.map((alert) => {
            const state = states.get(alert.id)
            return (
              <tr key={alert.id} data-state={state?.state}>
                <td>{targetText(alert)}</td>
                <td>{conditionText(alert.condition, locale)}</td>
                <td>{alert.repeat === 'once' ? s.once : `${s.every} · ${alert.cooldownSec} s`}</td>
                <td title={state?.error?.message}>{state ? s.states[state.state] : ''}</td>
                <td>
                  <button type="button" onClick={() => setEditing(alert)}>
                    {s.edit}
                  </button>
                  <button type="button" onClick={() => pause.mutate({ id: alert.id, paused: !alert.paused })}>
                    {alert.paused ? s.resume : s.pause}
                  </button>
                  <button type="button" onClick={() => remove.mutate({ id: alert.id })}>
                    {s.remove}
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <h2>{s.history}</h2>
      <button type="button" onClick={() => clear.mutate({})}>
        {s.clearHistory}
      </button>
      {history.data?.length === 0 && <p>{s.noHistory}</p>}
      <table className="alerts-history" aria-label={s.history}>
        <tbody>
          {[...(history.data ?? [])].reverse().map((firing) => (
            <tr key={firing.id}>
              <td title={s.firedAt}>{formatClock(firing.at)}</td>
              <td>{firing.symbol}</td>
              <td>{conditionText(firing.condition, locale)}</td>
              <td>{firingValueText(firing.condition, firing.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
