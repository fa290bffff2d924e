import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  cashInvestmentsSchema,
  bsaMonthSchema,
  marginRiskListSchema,
  matchingDetailsSchema,
  portfolioStatusSchema,
} from '../../../src-shared/schemas/account'
import { otpRequestResultSchema, tokenRecordSchema } from '../../../src-shared/schemas/auth'
import { corporateEventListSchema } from '../../../src-shared/schemas/events'
import {
  derivativeCancelResultSchema,
  derivativeOrderBookSchema,
  stockCancelResultSchema,
  stockOrderBookSchema,
} from '../../../src-shared/schemas/orders'
import { analysisBody, statementBody } from '../../../src-shared/schemas/research/stocks'
import { tickerCommonsSchema } from '../../../src-shared/schemas/ticker-commons'
import * as current from '../../../src-shared/schemas/trading'
import {
  documentedAccountSummaryAnswer,
  documentedAssetsSummaryAnswer,
  documentedOrderHistoryAnswer,
  documentedPnlTodayAnswer,
  documentedPortfolioAnswer,
  documentedUserRightsAnswer,
} from '../../../src-shared/schemas/trading-documented/account'
import { documentedBrokerError } from '../../../src-shared/schemas/trading-documented/errors'
import {
  documentedAnalysisAnswer,
  documentedStatementAnswer,
} from '../../../src-shared/schemas/trading-documented/financial'
import {
  documentedOrderBookAnswer,
  documentedOrderBookDetailAnswer,
} from '../../../src-shared/schemas/trading-documented/order-book'
import {
  documentedAvailableTradeAnswer,
  documentedMarketSessionAnswer,
  documentedOrderResponsesAnswer,
} from '../../../src-shared/schemas/trading-documented/orders'
import {
  documentedOtpSessionAnswer,
  documentedOtpTicketAnswer,
} from '../../../src-shared/schemas/trading-documented/second-factor'
import { errorFromResponse } from '../http/error-from-response'
import { ratiosFromDocument, statementsFromDocument } from '../research/financial-reading'

/**
 * The core's parsers on recorded examples: answers written from the real services' own documents
 * (fixtures/, each with its page in fixtures/sources.json), never produced by our simulator, so the
 * client and the simulator cannot agree on a mistake.
 */

const root = new URL('../../../fixtures/', import.meta.url)
const sources = JSON.parse(readFileSync(new URL('sources.json', root), 'utf8')) as Record<
  string,
  { route: string; source: string; status?: number }
>
const example = (name: string): unknown => JSON.parse(readFileSync(new URL(name, root), 'utf8'))

/** The parser the app reads each success example with (group E: the documented parsers). */
const parsers: Record<string, z.ZodType> = {
  'group-a/ticker-commons.json': tickerCommonsSchema,
  'group-a/cash-investments.json': cashInvestmentsSchema,
  'group-a/matching-details.json': matchingDetailsSchema,
  'group-a/stock-orders.json': stockOrderBookSchema,
  'group-a/cancel-stock-orders.json': stockCancelResultSchema,
  'group-a/margin-risk.json': marginRiskListSchema,
  'group-a/derivative-positions.json': portfolioStatusSchema,
  'group-a/derivative-in-day.json': derivativeOrderBookSchema,
  'group-a/cancel-derivative-order.json': derivativeCancelResultSchema,
  'group-a/bsa-month.json': bsaMonthSchema,
  'group-b/auth-token.json': tokenRecordSchema,
  'group-b/auth-refresh.json': tokenRecordSchema,
  'group-b/auth-request-otp.json': otpRequestResultSchema,
  'group-c/events-search.json': corporateEventListSchema,
  'group-e/users-me.json': current.userMeSchema,
  'group-e/sub-accounts.json': current.subAccountsSchema,
  'group-e/assets-summary.json': documentedAssetsSummaryAnswer,
  'group-e/portfolio.json': documentedPortfolioAnswer,
  'group-e/pnl-today.json': documentedPnlTodayAnswer,
  'group-e/account-summary.json': documentedAccountSummaryAnswer,
  'group-e/order-history.json': documentedOrderHistoryAnswer,
  'group-e/user-rights.json': documentedUserRightsAnswer,
  'group-e/otp-request.json': documentedOtpTicketAnswer,
  'group-e/otp-verify.json': documentedOtpSessionAnswer,
  'group-e/order-book.json': documentedOrderBookAnswer,
  'group-e/order-book-detail.json': documentedOrderBookDetailAnswer,
  'group-e/available-trade.json': documentedAvailableTradeAnswer,
  'group-e/market-session.json': documentedMarketSessionAnswer,
  'group-e/place-order.json': documentedOrderResponsesAnswer,
  'group-e/place-order-rejected.json': documentedOrderResponsesAnswer,
  'group-e/modify-order.json': documentedOrderResponsesAnswer,
  'group-e/cancel-order.json': documentedOrderResponsesAnswer,
  'group-e/company-financial-analysis.json': documentedAnalysisAnswer,
  'group-e/company-financial-analysis-annual.json': documentedAnalysisAnswer,
  'group-e/financial-statement.json': documentedStatementAnswer,
}

/**
 * The parser each core module reads a group E answer with (the same objects the modules import), on
 * the document's example: `true` when the app pointed at the real service reads that answer. The
 * asset summary, P&L today, order history and user rights are not read by the app.
 */
const coreParsers: [fixture: string, module: string, parser: z.ZodType, readsTheDocument: boolean][] = [
  ['group-e/users-me.json', 'account/sub-accounts.ts', current.userMeSchema, true],
  ['group-e/sub-accounts.json', 'account/sub-accounts.ts', current.subAccountsSchema, true],
  ['group-e/portfolio.json', 'account/portfolio-service.ts', documentedPortfolioAnswer, true],
  ['group-e/account-summary.json', 'account/portfolio-service.ts', documentedAccountSummaryAnswer, true],
  ['group-e/otp-request.json', 'auth/second-factor-session.ts', documentedOtpTicketAnswer, true],
  ['group-e/otp-verify.json', 'auth/second-factor-session.ts', documentedOtpSessionAnswer, true],
  ['group-e/order-book.json', 'orders/group-e/order-book-reader.ts', current.orderBookSchema, true],
  ['group-e/order-book-detail.json', 'orders/group-e/order-client.ts', current.orderBookOneSchema, true],
  ['group-e/available-trade.json', 'orders/group-e/ticket-context.ts', documentedAvailableTradeAnswer, true],
  ['group-e/market-session.json', 'orders/group-e/ticket-context.ts', current.marketSessionSchema, true],
  ['group-e/place-order.json', 'orders/group-e/order-client.ts', current.orderResponsesSchema, true],
  ['group-e/place-order-rejected.json', 'orders/group-e/order-client.ts', current.orderResponsesSchema, true],
  ['group-e/modify-order.json', 'orders/group-e/order-client.ts', current.orderResponsesSchema, true],
  ['group-e/cancel-order.json', 'orders/group-e/order-client.ts', current.orderResponsesSchema, true],
  ['group-e/company-financial-analysis.json', 'research/research-service.ts', analysisBody, true],
  ['group-e/financial-statement.json', 'research/research-service.ts', statementBody, true],
]

const errorExamples = Object.entries(sources).flatMap(([name, s]) =>
  s.status === undefined ? [] : [[name, s.status] as const],
)

describe('recorded examples (fixtures/, from the services’ documents)', () => {
  it('names the page of every example, and every listed example exists', () => {
    const successes = Object.keys(sources).filter((name) => sources[name]?.status === undefined)
    expect(successes.sort()).toEqual(Object.keys(parsers).sort())
    for (const [name, s] of Object.entries(sources)) {
      expect(s.source.length, name).toBeGreaterThan(10)
      expect(() => example(name), name).not.toThrow()
    }
  })

  it.each(Object.entries(parsers))('the app reads %s', (name, parser) => {
    const parsed = parser.safeParse(example(name))
    expect(parsed.success, parsed.success ? name : `${name}: ${JSON.stringify(parsed.error.issues)}`).toBe(
      true,
    )
  })

  it.each(errorExamples)('the core takes the code of %s (HTTP %i) from its body', (name, status) => {
    const text = JSON.stringify(example(name))
    const { error } = errorFromResponse(new Response(text, { status }), text)
    const body = example(name) as Record<string, unknown>
    expect(error.code).toBe(String(body.error_code ?? body.code))
    if (name.startsWith('group-e/')) expect(documentedBrokerError.safeParse(body).success).toBe(true)
  })

  it.each(coreParsers)('the core parser of %s (%s) reads the document', (name, _module, parser, reads) => {
    const parsed = parser.safeParse(example(name))
    expect(parsed.success, parsed.success ? name : JSON.stringify(parsed.error.issues)).toBe(reads)
  })
})

describe('the documented parsers give the screens their figures', () => {
  it('turns the financial pages’ periods and rows into the research screens’ rows', () => {
    const quarterly = ratiosFromDocument(
      analysisBody.parse(example('group-e/company-financial-analysis.json')),
    )
    expect(quarterly).toEqual([
      {
        period: '2023-Q2',
        year: 2023,
        quarter: 2,
        pe: 15.2,
        pb: 4.1,
        roe: 0.27,
        eps: 4500,
        gross_margin: null,
      },
    ])
    const annual = ratiosFromDocument(
      analysisBody.parse(example('group-e/company-financial-analysis-annual.json')),
    )
    expect(annual.map((r) => [r.period, r.quarter])).toEqual([['2023', null]])
    const rows = statementBody.parse(example('group-e/financial-statement.json'))
    expect(statementsFromDocument(rows, 'income_statement')).toEqual([
      {
        period: '2023',
        lines: [
          { key: 'tongDoanhThu', name: 'tongDoanhThu', name_en: 'tongDoanhThu', value: 12500000000000 },
        ],
      },
    ])
  })

  it('takes the payload from `data` as documented and from `result` as the spec says', () => {
    const documented = example('group-e/portfolio.json') as { data: unknown }
    const fromData = documentedPortfolioAnswer.parse(documented)
    const fromResult = documentedPortfolioAnswer.parse({
      error_code: '0',
      message: 'success',
      result: documented.data,
    })
    expect(fromResult).toEqual(fromData)
    expect(fromData.portfolio.map((h) => [h.symbol, h.total, h.close_price])).toEqual([
      ['VNM', 1000, 70200],
      ['HPG', 500, 25500],
    ])
    expect(documentedPortfolioAnswer.safeParse({ error_code: '0', message: 'success' }).success).toBe(false)
  })

  it('keeps the second-factor session whether it comes at the top level or in `result`', () => {
    const top = documentedOtpSessionAnswer.parse(example('group-e/otp-verify.json'))
    const wrapped = documentedOtpSessionAnswer.parse({ error_code: '0', message: 'ok', result: top })
    expect(wrapped).toEqual(top)
    expect(top.expires_at_epoch * 1000).toBe(Date.parse(top.expires_at))
  })

  it('reads the order-book flags in every documented spelling and refuses an unknown one', () => {
    const entry = (example('group-e/order-book-detail.json') as { data: Record<string, unknown> }).data
    const flags = (allowcancel: unknown) =>
      documentedOrderBookDetailAnswer.safeParse({ data: { ...entry, allowcancel } })
    expect(flags('Y')).toMatchObject({ success: true, data: { allowcancel: true } })
    expect(flags('N')).toMatchObject({ success: true, data: { allowcancel: false } })
    expect(flags('1')).toMatchObject({ success: true, data: { allowcancel: true } })
    expect(flags(false)).toMatchObject({ success: true, data: { allowcancel: false } })
    expect(flags('maybe').success).toBe(false)
  })

  it('reads a refusal answered with HTTP 200 as a refusal, with its documented code', () => {
    const [refused] = documentedOrderResponsesAnswer.parse(example('group-e/place-order-rejected.json'))
    expect(refused).toMatchObject({ code: '-400116', order_status: 'REJECTED' })
    const [accepted] = documentedOrderResponsesAnswer.parse(example('group-e/place-order.json'))
    expect(accepted?.code).toBeNull()
  })

  it('reads the assets summary, P&L and sub-account summary as numbers, string amounts included', () => {
    const assets = documentedAssetsSummaryAnswer.parse(example('group-e/assets-summary.json'))
    expect(assets.net_asset_value).toBe(assets.products.total + assets.money.total - assets.debt.total)
    expect(documentedPnlTodayAnswer.parse(example('group-e/pnl-today.json'))).toEqual({
      sub_account_id: '0001234567',
      pnl_amount: 1_500_000,
      pnl_rate: 2.5,
    })
    const summary = documentedAccountSummaryAnswer.parse(example('group-e/account-summary.json'))
    expect(summary.baldefovd).toBe(39_000_000)
  })
})
