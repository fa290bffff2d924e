import { useState, type SyntheticEvent } from 'react'
import type { Alert, AlertCondition } from '../../../../src-shared/bridge/contract'
import { conditionChoices, useAlertStrings, type ConditionChoice } from '../strings'

/** The condition the form's choice and value make; null when the value does not read as a number. */
function conditionOf(choice: ConditionChoice, raw: string): AlertCondition | null {
  if (choice === 'ceiling' || choice === 'floor') return { kind: 'limit', side: choice }
  const value = Number(raw.replace(/,/g, ''))
  if (raw.trim() === '' || !Number.isFinite(value)) return null
  switch (choice) {
    case 'crosses-above':
    case 'crosses-below':
      // The form takes the board's thousands; the core keeps raw VND.
      return {
        kind: 'crosses',
        direction: choice === 'crosses-above' ? 'above' : 'below',
        price: Math.round(value * 1000),
      }
    case 'change-percent':
      return { kind: 'change-percent', percent: value }
    case 'volume-above':
      return { kind: 'volume-above', volume: value }
    case 'room-below':
      return { kind: 'room-below', room: value }
  }
}

/** A symbol alert's form: a new one, or `editing` filled in. */
export function AlertForm(props: {
  readonly symbol: string
  readonly price?: number
  /** A chart level at `price`: the alert follows the line while the value typed is its price. */
  readonly levelId?: string
  /** The crossing a new alert starts on (the chart chooses it from the level and the last price). */
  readonly direction?: 'above' | 'below'
  readonly editing?: Alert
  readonly onSave: (alert: Alert) => void
}) {
  const s = useAlertStrings()
  const [symbol, setSymbol] = useState(props.symbol)
  const [choice, setChoice] = useState<ConditionChoice>(
    props.direction === 'below' ? 'crosses-below' : 'crosses-above',
  )
  const [value, setValue] = useState(props.price === undefined ? '' : String(props.price / 1000))
  const [repeat, setRepeat] = useState<'once' | 'every'>(props.editing?.repeat ?? 'once')
  const [cooldown, setCooldown] = useState(String(props.editing?.cooldownSec ?? 300))
  const [error, setError] = useState<string | null>(null)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const typed = conditionOf(choice, value)
    const condition =
      typed?.kind === 'crosses' && props.levelId !== undefined && typed.price === props.price
        ? { ...typed, levelId: props.levelId }
        : typed
    if (condition === null) {
      setError(s.badValue)
      return
    }
    setError(null)
    props.onSave({
      id: props.editing?.id ?? crypto.randomUUID(),
      target: { kind: 'symbol', symbol: symbol.trim().toUpperCase() },
      condition,
      repeat,
      cooldownSec: Math.max(0, Math.round(Number(cooldown) || 0)),
      paused: false,
      note: '',
      firedAt: null,
    })
  }
  return (
    <form className="alert-form" onSubmit={submit} aria-label={s.newAlert}>
      <label>
        {s.symbol} <input value={symbol} onChange={(e) => setSymbol(e.target.value)} aria-label={s.symbol} />
      </label>
      <label>
        {s.condition}{' '}
        <select
          value={choice}
          onChange={(e) => setChoice(e.target.value as ConditionChoice)}
          aria-label={s.condition}
        >
          {conditionChoices.map((c) => (
            <option key={c} value={c}>
              {s.conditions[c]}
            </option>
          ))}
        </select>
      </label>
      {choice !== 'ceiling' && choice !== 'floor' && (
        <label title={s.valueHint}>
          {s.value} <input value={value} onChange={(e) => setValue(e.target.value)} aria-label={s.value} />
        </label>
      )}
      <label>
        {s.repeat}{' '}
        <select
          value={repeat}
          onChange={(e) => setRepeat(e.target.value as 'once' | 'every')}
          aria-label={s.repeat}
        >
          <option value="once">{s.once}</option>
          <option value="every">{s.every}</option>
        </select>
      </label>
      {repeat === 'every' && (
        <label>
          {s.cooldown}{' '}
          <input value={cooldown} onChange={(e) => setCooldown(e.target.value)} aria-label={s.cooldown} />
        </label>
      )}
      <button type="submit">{s.save}</button>
      {error !== null && <span role="alert">{error}</span>}
    </form>
  )
}
