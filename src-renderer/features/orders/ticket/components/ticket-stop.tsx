import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import type { OrderType } from '../../../../../src-shared/market/order-types'
import type { Stop, StopTrigger } from '../../../../../src-shared/bridge/contract'
import { refusalWords } from '../../../../lib/orders/refusal-words'
import { callOrThrow } from '../../../../lib/bridge/query'
import { formatThousands, parsePrice } from '../../../../lib/numbers'
import { openStopsWindow } from '../../../../lib/stops/open-stops-window'
import { useTicketStopStrings } from '../stop-strings'
import './ticket-stop.css'

/** The ticket's Stop mode: off, or a trigger the core holds and sends the ticket's order on. */
export interface TicketStop {
  readonly on: boolean
  readonly direction: StopTrigger['direction']
  readonly levelText: string
  /** VND; null while the level does not parse. */
  readonly level: number | null
  readonly set: Stop | null
  readonly failure: string | null
  toggle(on: boolean): void
  setDirection(direction: StopTrigger['direction']): void
  setLevelText(text: string): void
  /** Asks the core to hold the stop, under the ticket's intent id (a second Enter sets nothing new). */
  submit(order: {
    intentId: string
    profileId: string
    confirmed: boolean
    symbol: string
    side: 'BUY' | 'SELL'
    quantity: number
    type: OrderType
    price: number | null
  }): Promise<void>
}

export function useTicketStop(side: 'BUY' | 'SELL'): TicketStop {
  const [on, toggle] = useState(false)
  // A sale's stop is a stop-loss (falls to the level), a buy's a breakout (rises to it).
  const [direction, setDirection] = useState<StopTrigger['direction']>(
    side === 'SELL' ? 'at-or-below' : 'at-or-above',
  )
  const [levelText, setLevelText] = useState('')
  const [set, setSet] = useState<Stop | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const level = parsePrice(levelText)
  return {
    on,
    direction,
    levelText,
    level,
    set,
    failure,
    toggle,
    setDirection,
    setLevelText,
    submit: async (order) => {
      if (level === null) return
      setFailure(null)
      try {
        const market = order.type !== 'LO'
        setSet(
          await callOrThrow('stops.create', {
            symbol: order.symbol,
            intentId: order.intentId,
            profileId: order.profileId,
            confirmed: order.confirmed,
            trigger: { direction, price: level },
            order: {
              side: order.side,
              quantity: order.quantity,
              kind: market ? 'market' : 'limit',
              price: market ? null : order.price,
            },
          }),
        )
      } catch (error) {
        setFailure(refusalWords(error))
      }
    },
  }
}

/** The toggle and, when on, the trigger's direction and level, with the words that it runs here only. */
export function TicketStopFields({
  stop,
  disabled,
}: {
  readonly stop: TicketStop
  readonly disabled: boolean
}) {
  const s = useTicketStopStrings()
  return (
    <div className="ticket-stop" data-testid="ticket-stop">
      <label>
        <input
          type="checkbox"
          data-field="stop"
          data-testid="ticket-stop-toggle"
          checked={stop.on}
          disabled={disabled}
          onChange={(e) => stop.toggle(e.target.checked)}
        />{' '}
        {s.toggle}
      </label>
      {stop.on && (
        <>
          <label>
            <span>{s.when}</span>
            <select
              data-field="stop-direction"
              data-testid="ticket-stop-direction"
              value={stop.direction}
              disabled={disabled}
              onChange={(e) =>
                stop.setDirection(e.target.value === 'at-or-above' ? 'at-or-above' : 'at-or-below')
              }
            >
              <option value="at-or-above">{s.atOrAbove}</option>
              <option value="at-or-below">{s.atOrBelow}</option>
            </select>
          </label>
          <label>
            <span>{s.level}</span>
            <input
              data-field="stop-level"
              data-testid="ticket-stop-level"
              inputMode="decimal"
              value={stop.levelText}
              disabled={disabled}
              onChange={(e) => stop.setLevelText(e.target.value)}
              autoComplete="off"
            />
          </label>
          <p className="ticket-note" data-testid="ticket-stop-held">
            {s.heldHere}
          </p>
          {stop.level === null && stop.levelText !== '' && (
            <p className="ticket-note ticket-bad">{s.levelMissing}</p>
          )}
        </>
      )}
    </div>
  )
}

/** What setting the stop did, in place of the order's outcome. */
export function TicketStopOutcome({
  stop,
  summary,
}: {
  readonly stop: TicketStop
  readonly summary: string
}) {
  const s = useTicketStopStrings()
  const { t } = useTranslation('ticketStop')
  if (stop.failure !== null) {
    return (
      <p
        className="ticket-outcome ticket-bad"
        role="alert"
        data-testid="ticket-outcome"
        data-outcome="stop-failed"
      >
        {t('setFailed', { reason: stop.failure })}
      </p>
    )
  }
  if (stop.set === null) return null
  const direction = stop.set.trigger.direction === 'at-or-above' ? '≥' : '≤'
  return (
    <p
      className="ticket-outcome ticket-good"
      role="status"
      data-testid="ticket-outcome"
      data-outcome="stop-set"
    >
      {t('set', { summary, direction, level: formatThousands(stop.set.trigger.price) })} {s.heldHere}{' '}
      <button type="button" className="link-button" onClick={openStopsWindow}>
        {s.openList}
      </button>
    </p>
  )
}
