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

/** What the form shows for a saved condition: its choice and its value as typed (prices in thousands). */
export function formOfCondition(condition: AlertCondition): { choice: ConditionChoice; value: string } {
  switch (condition.kind) {
    case 'crosses':
      return {
        choice: condition.direction === 'above' ? 'crosses-above' : 'crosses-below',
        value: String(condition.price / 1000),
      }
    case 'limit':
      return { choice: condition.side, value: '' }
    case 'change-percent':
      return { choice: 'change-percent', value: String(condition.percent) }
    case 'volume-above':
      return { choice: 'volume-above', value: String(condition.volume) }
    case 'room-below':
      return { choice: 'room-below', value: String(condition.room) }
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
  // An alert being edited opens on its own condition, whatever the window was opened with.
  const start =
    props.editing === undefined
      ? {
          choice: props.direction === 'below' ? ('crosses-below' as const) : ('crosses-above' as const),
          value: props.price === undefined ? '' : String(props.price / 1000),
        }
      : formOfCondition(props.editing.condition)
  const [choice, setChoice] = useState<ConditionChoice>(start.choice)
  const [value, setValue] = useState(start.value)
  const [repeat, setRepeat] = useState<'once' | 'every'>(props.editing?.repeat ?? 'once')
  const [cooldown, setCooldown] = useState(String(props.editing?.cooldownSec ?? 300))
  const [error, setError] = useState<string | null>(null)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const typed = conditionOf(choice, value)
    // The line an alert follows: the edited alert's while its price is unchanged, else the chart's.
    const edited = props.editing?.condition
    const level =
      edited?.kind === 'crosses' && edited.levelId !== undefined
        ? { id: edited.levelId, price: edited.price }
        : props.levelId !== undefined && props.editing === undefined
          ? { id: props.levelId, price: props.price }
          : null
    const condition =
      typed?.kind === 'crosses' && level !== null && typed.price === level.price
        ? { ...typed, levelId: level.id }
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
      // Not on the form: an edit keeps them.
      paused: props.editing?.paused ?? false,
      note: props.editing?.note ?? '',
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
