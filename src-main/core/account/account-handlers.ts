import type { CallHandlers } from '../bridge/router'
import type { AccountService } from './account-service'
import type { PortfolioService } from './portfolio-service'

type AccountCalls =
  'account.subAccounts' | 'account.cash' | 'account.matches' | 'account.risk' | 'account.positions'

export function accountHandlers(account: AccountService): Pick<CallHandlers, AccountCalls> {
  return {
    'account.subAccounts': () => account.subAccounts(),
    'account.cash': (input) =>
      account.cash({
        subAccount: input.subAccount,
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
      }),
    'account.matches': (input) =>
      account.matches({
        subAccount: input.subAccount,
        symbol: input.symbol,
        side: input.side,
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
      }),
    'account.risk': () => account.risk(),
    'account.positions': () => account.positions(),
  }
}

/** Group E holdings of the ordering sub-account. */
export function portfolioHandlers(portfolio: PortfolioService): Pick<CallHandlers, 'account.portfolio'> {
  return { 'account.portfolio': () => portfolio.view() }
}
