import type { Clock } from '../clock/clock'
import type { PortfolioView } from '../../../src-shared/bridge/areas/account'
import { portfolioSchema, subAccountSummarySchema } from '../../../src-shared/schemas/trading'
import type { Identity } from './sub-accounts'
import type { SvcClient } from '../auth/svc-client'
import { brokerPath } from '../http/broker-path'

/** The ordering sub-account's holdings and buying power, for the portfolio panel (read only). */
export function createPortfolioService(deps: { svc: SvcClient; identity: Identity; clock: Clock }) {
  return {
    async view(): Promise<PortfolioView> {
      const { ordering } = await deps.identity.get()
      const id = encodeURIComponent(ordering.id)
      const [portfolio, summary] = await Promise.all([
        // The account panel's reads: ahead of board polls in the rate budget, like group A's.
        deps.svc.signed({
          path: brokerPath`/trading/v2/sub-accounts/${id}/portfolio`,
          schema: portfolioSchema,
          priority: 'account',
        }),
        deps.svc.signed({
          path: brokerPath`/trading/accounts/${id}/summary`,
          schema: subAccountSummarySchema,
          priority: 'account',
        }),
      ])
      return {
        subAccount: ordering.ext,
        rows: portfolio.result.items.map((h) => ({
          symbol: h.symbol,
          quantity: h.quantity,
          sellable: h.trade,
          avgPrice: h.avg_price,
          lastPrice: h.market_price,
          marketValue: h.market_value,
          pnl: h.pnl,
          pnlPercent: h.pnl_percent,
        })),
        buyingPower: summary.result.buying_power,
        cash: summary.result.cash_balance,
        at: deps.clock.now(),
      }
    },
  }
}
export type PortfolioService = ReturnType<typeof createPortfolioService>
