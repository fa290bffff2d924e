import type { z } from 'zod'
import type {
  CashPage,
  MarginRiskView,
  MatchPage,
  Positions,
  StockSubAccount,
} from '../../../src-shared/bridge/contract'
import { bridgeError } from '../../../src-shared/bridge/errors'
import {
  cashInvestmentsSchema,
  marginRiskListSchema,
  matchingDetailsSchema,
  portfolioStatusSchema,
} from '../../../src-shared/schemas/account'
import { CoreError } from '../errors/to-bridge-error'
import type { HttpClient } from '../http/http-client'
import type { TradingAccounts } from '../profiles/profile'
import { requireAccounts, type Bearer } from './require-accounts'
import { systemClock, type Clock } from '../clock/clock'
import { brokerPath } from '../http/broker-path'

export interface AccountServiceDeps {
  http: HttpClient
  bearer: Bearer
  accounts: TradingAccounts | null
  /** The core's clock: when each answer was read. */
  clock?: Pick<Clock, 'now'>
}

/**
 * Group A account queries for the account and risk panel. They run at 'account' priority, behind
 * cancels but ahead of board polling, with whatever token is held (a query token suffices).
 */
export function createAccountService(deps: AccountServiceDeps) {
  const clock = deps.clock ?? systemClock
  const now = () => clock.now()
  const get = async <S extends z.ZodType>(path: string, schema: S, query?: Record<string, string | number>) =>
    deps.http.request({
      path,
      schema,
      priority: 'account',
      headers: { authorization: await deps.bearer('query') },
      ...(query === undefined ? {} : { query }),
    })

  return {
    subAccounts: () => deps.accounts,

    async cash(input: {
      subAccount: StockSubAccount
      pageIndex: number
      pageSize: number
    }): Promise<CashPage> {
      const accountNo = requireAccounts(deps.accounts)[input.subAccount]
      const body = await get(
        brokerPath`/aion/v1/accounts/${accountNo}/cashInvestments`,
        cashInvestmentsSchema,
        {
          pageIndex: input.pageIndex,
          pageSize: input.pageSize,
        },
      )
      return {
        accountNo,
        totalCount: body.totalCount,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
        rows: body.data,
        at: now(),
      }
    },

    /**
     * The broker documents no filter or paging on matching details (and is known to ignore paging),
     * so the whole day is read and filtered here; pages are 1-based like the cash pages.
     */
    async matches(input: {
      subAccount: StockSubAccount
      symbol?: string | undefined
      side?: 'B' | 'S' | undefined
      pageIndex: number
      pageSize: number
    }): Promise<MatchPage> {
      const accountNo = requireAccounts(deps.accounts)[input.subAccount]
      const body = await get(
        brokerPath`/aion/v1/accounts/${accountNo}/matching-details`,
        matchingDetailsSchema,
      )
      const rows = body.data
        .filter((r) => input.symbol === undefined || r.symbol === input.symbol)
        .filter((r) => input.side === undefined || r.side === input.side)
        // Newest first: the trade just made is the one a trader looks for.
        .sort((a, b) => b.timeExec.localeCompare(a.timeExec))
      const start = (input.pageIndex - 1) * input.pageSize
      return {
        accountNo,
        totalCount: rows.length,
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
        rows: rows.slice(start, start + input.pageSize),
        at: now(),
      }
    },

    async risk(): Promise<MarginRiskView> {
      const accountNo = requireAccounts(deps.accounts).margin
      const list = await get(brokerPath`/hydros/v1/account/${accountNo}/risk`, marginRiskListSchema)
      const record = list.find((r) => r.accountNo === accountNo) ?? list[0]
      if (record === undefined) {
        throw new CoreError(
          bridgeError('not-found', 'no-risk', `The broker returned no risk record for ${accountNo}.`),
        )
      }
      return {
        accountNo: record.accountNo,
        rtt: record.rtt,
        outstanding: record.outstanding,
        accruedInterest: record.accruedInterest,
        dueAmount: record.dueAmount,
        overdueAmount: record.overdueAmount,
        totalFeeDebt: record.totalFeeDebt,
        initialMargin: record.riskPolicy.initialMargin,
        maintenanceMargin: record.riskPolicy.maintenanceMargin,
        liquidationMargin: record.riskPolicy.liquidationMargin,
        statusCode: record.riskStatus.code,
        statusDescription: record.riskStatus.description,
        at: now(),
      }
    },

    async positions(): Promise<Positions> {
      const accounts = requireAccounts(deps.accounts)
      const body = await get('/khronos/v1/account/portfolio/status', portfolioStatusSchema, {
        accountId: accounts.custodyCode,
        subAccountId: accounts.derivative,
      })
      if (body.rc !== '1') {
        throw new CoreError(
          bridgeError('server', `rc-${body.rc}`, 'The broker could not read the derivative positions.'),
        )
      }
      return {
        accountNo: accounts.derivative,
        rows: body.data.map((p) => ({
          symbol: p.symbol,
          side: p.net < 0 || p.side === 'S' ? ('S' as const) : ('L' as const),
          net: p.net,
          lastPrice: p.lastPrice,
          im: p.im,
          imValue: p.imValue,
          vmValue: p.vmValue,
          mrValue: p.mrValue,
          duedate: p.duedate,
          pnlPercent: p.pc_remain,
        })),
        at: now(),
      }
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
