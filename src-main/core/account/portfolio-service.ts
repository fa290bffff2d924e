import type { Clock } from '../clock/clock'
import type { PortfolioView } from '../../../src-shared/bridge/areas/account'
import {
  documentedAccountSummaryAnswer,
  documentedPortfolioAnswer,
} from '../../../src-shared/schemas/trading-documented/account'
import type { Identity } from './sub-accounts'
import type { SvcClient } from '../auth/svc-client'
import { brokerPath } from '../http/broker-path'

/**
 * The ordering sub-account's holdings and buying power, for the portfolio panel (read only), from
 * the answers as the broker's pages document them (portfolio.md in `data`, or `result` as the spec
 * says; account-summary.md in `result`).
 */
export function createPortfolioService(deps: { svc: SvcClient; identity: Identity; clock: Clock }) {
  return {
    async view(): Promise<PortfolioView> {
      const { ordering } = await deps.identity.get()
      const [portfolio, summary] = await Promise.all([
        // The account panel's reads: ahead of board polls in the rate budget, like group A's.
        deps.svc.signed({
          path: brokerPath`/trading/v2/sub-accounts/${ordering.id}/portfolio`,
          schema: documentedPortfolioAnswer,
          priority: 'account',
        }),
        deps.svc.signed({
          path: brokerPath`/trading/accounts/${ordering.id}/summary`,
          schema: documentedAccountSummaryAnswer,
          priority: 'account',
        }),
      ])
      return {
        subAccount: ordering.ext,
        rows: portfolio.portfolio.map((h) => ({
          symbol: h.symbol,
          quantity: h.total,
          sellable: h.available,
          avgPrice: h.cost_price,
          lastPrice: h.close_price,
          marketValue: h.total * h.close_price,
          pnl: h.pnl_amount,
          pnlPercent: h.pnl_rate,
        })),
        // `baldefovd`: the cash left to buy with after what working orders block (the page's
        // "balance default overdraft"); a summary without it falls back on the cash balance.
        buyingPower: summary.baldefovd ?? summary.balance,
        cash: summary.balance,
        at: deps.clock.now(),
      }
    },
  }
}
export type PortfolioService = ReturnType<typeof createPortfolioService>
