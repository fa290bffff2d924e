/**
 * The margin gauge: where Rtt stands against the policy's three ratios. Bands follow the broker's
 * policy (vn-market §3): safe at or above the initial ratio; warning down to the maintenance ratio
 * (no new margin buying); margin call down to the liquidation ratio; force sell below it.
 */
export type RiskBand = 'safe' | 'warning' | 'call' | 'force-sell'

export interface RiskPolicy {
  readonly initialMargin: number
  readonly maintenanceMargin: number
  readonly liquidationMargin: number
}

export function riskBand(rtt: number, p: RiskPolicy): RiskBand {
  if (rtt >= p.initialMargin) return 'safe'
  if (rtt >= p.maintenanceMargin) return 'warning'
  if (rtt >= p.liquidationMargin) return 'call'
  return 'force-sell'
}

/** The broker's own status code wins for the colour; an unknown code falls back to the ratio's band. */
export function bandOfStatus(code: string, rtt: number, p: RiskPolicy): RiskBand {
  switch (code.toUpperCase()) {
    case 'SAFE':
      return 'safe'
    case 'WARNING':
      return 'warning'
    case 'CALL':
    case 'MARGIN_CALL':
      return 'call'
    case 'FORCE_SELL':
    case 'LIQUIDATION':
      return 'force-sell'
    default:
      return riskBand(rtt, p)
  }
}

export interface GaugeScale {
  /** The value at the right end of the bar. */
  readonly max: number
  /** Positions in percent of the bar's width. */
  readonly rtt: number
  readonly initial: number
  readonly maintenance: number
  readonly liquidation: number
  /** Rtt is beyond the bar's end (shown with an arrow). */
  readonly offScale: boolean
}

/**
 * The bar runs from 0 to 1.5 × the initial ratio, so the three thresholds sit in its first two
 * thirds and an account far above them (Rtt 999 when there is no debt) pins to the end.
 */
export function gaugeScale(rtt: number, p: RiskPolicy): GaugeScale {
  const max = Math.max(p.initialMargin * 1.5, p.liquidationMargin + 1)
  const at = (v: number) => Math.max(0, Math.min(100, (v / max) * 100))
  return {
    max,
    rtt: at(rtt),
    initial: at(p.initialMargin),
    maintenance: at(p.maintenanceMargin),
    liquidation: at(p.liquidationMargin),
    offScale: rtt > max,
  }
}
