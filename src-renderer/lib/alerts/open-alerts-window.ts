/** What the alerts window's new-alert form opens filled with. */
export interface AlertsWindowFill {
  readonly symbol: string | null
  /** Raw VND (a chart's level or price). */
  readonly price?: number
  /** A level drawn on the symbol's chart: the alert follows it when it is dragged (docs/alerts.md). */
  readonly levelId?: string
  /**
   * Which crossing the form starts on: a level above the last price is reached by a rise, one below
   * by a fall (`crossingDirection`).
   */
  readonly direction?: CrossingDirection
}

export type CrossingDirection = 'above' | 'below'

/**
 * The crossing an alert at `level` waits for, seen from the last price: "crosses above" for a level
 * over it, "crosses below" for one under it. At the last price itself, or with no last price,
 * "above", the form's first choice.
 */
export function crossingDirection(level: number, last: number | null): CrossingDirection {
  return last !== null && level < last ? 'below' : 'above'
}

/** `?view=alerts&symbol=..&price=..&levelId=..&direction=..`: the window's address for a fill. */
export function alertsWindowQuery(fill: AlertsWindowFill): string {
  return new URLSearchParams({
    view: 'alerts',
    ...(fill.symbol ? { symbol: fill.symbol } : {}),
    ...(fill.price === undefined ? {} : { price: String(fill.price) }),
    ...(fill.levelId === undefined ? {} : { levelId: fill.levelId }),
    ...(fill.direction === undefined ? {} : { direction: fill.direction }),
  }).toString()
}

/**
 * The alerts window, its form filled: shared so that the board's commands (alerts feature) and the
 * chart's key open the same window without one feature importing the other.
 */
export function openAlertsWindow(fill: AlertsWindowFill): void {
  globalThis.open(`${location.pathname}?${alertsWindowQuery(fill)}`, 'alerts', 'popup,width=900,height=640')
}
