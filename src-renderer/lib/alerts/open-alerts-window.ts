/** What the alerts window's new-alert form opens filled with. */
export interface AlertsWindowFill {
  readonly symbol: string | null
  /** Raw VND (a chart's level or price). */
  readonly price?: number
  /** A level drawn on the symbol's chart: the alert follows it when it is dragged (docs/alerts.md). */
  readonly levelId?: string
}

/** `?view=alerts&symbol=..&price=..&levelId=..`: the window's address for a fill. */
export function alertsWindowQuery(fill: AlertsWindowFill): string {
  return new URLSearchParams({
    view: 'alerts',
    ...(fill.symbol ? { symbol: fill.symbol } : {}),
    ...(fill.price === undefined ? {} : { price: String(fill.price) }),
    ...(fill.levelId === undefined ? {} : { levelId: fill.levelId }),
  }).toString()
}

/**
 * The alerts window, its form filled: shared so that the board's commands (alerts feature) and the
 * chart's key open the same window without one feature importing the other.
 */
export function openAlertsWindow(fill: AlertsWindowFill): void {
  globalThis.open(`${location.pathname}?${alertsWindowQuery(fill)}`, 'alerts', 'popup,width=900,height=640')
}
