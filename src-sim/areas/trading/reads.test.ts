import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { startFrozen } from '../../testing/harness'
import { signedCall } from './testing/signed-call'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen()
})
afterAll(() => sim.close())

const result = async <T>(path: string): Promise<T> => {
  const res = await signedCall(sim, { path })
  expect(res.status).toBe(200)
  expect(res.body.error_code).toBe('0')
  return res.body.result as T
}

describe('group E account reads', () => {
  it('bootstraps the sub-accounts: ids for paths, sub_account_ext for bodies, .4 the ordering one', async () => {
    const accounts = await result<{ id: string; sub_account_ext: string; type: string }[]>(
      '/users/v1/users/880001/sub-accounts',
    )
    expect(accounts.map((a) => [a.id, a.sub_account_ext, a.type])).toEqual([
      ['100001', '105C888888.1', 'Normal'],
      ['100004', '105C888888.4', 'Normal'],
    ])
    const other = await signedCall(sim, { path: '/users/v1/users/1/sub-accounts' })
    expect(other.status).toBe(403)
  })

  it('values holdings at the last price with average cost and P&L', async () => {
    const portfolio = await result<{
      items: {
        symbol: string
        quantity: number
        avg_price: number
        market_price: number
        market_value: number
        cost_value: number
        pnl: number
        pnl_percent: number
      }[]
      total_pnl: number
    }>('/trading/v2/sub-accounts/100004/portfolio')
    const fpt = portfolio.items.find((h) => h.symbol === 'FPT')
    const ticker = sim.context.world.market.ticker('FPT')
    expect(fpt?.quantity).toBe(1000)
    expect(fpt?.market_price).toBe(ticker && ticker.matchPrice > 0 ? ticker.matchPrice : ticker?.ref)
    for (const h of portfolio.items) {
      expect(h.market_value).toBe(h.quantity * h.market_price)
      expect(h.cost_value).toBe(h.quantity * h.avg_price)
      expect(h.pnl).toBe(h.market_value - h.cost_value)
    }
    expect(portfolio.total_pnl).toBe(portfolio.items.reduce((s, h) => s + h.pnl, 0))
  })

  it('gives buying power for a buy and sellable shares for a sell', async () => {
    const buy = await result<{ pp0: number; max_quantity: number }>(
      '/trading/v2/accounts/100004/available-trade?orderSide=BUY&symbol=HPG&quotePrice=20000',
    )
    expect(buy.pp0).toBe(1_000_000_000)
    expect(buy.max_quantity).toBe(Math.floor(1_000_000_000 / Math.ceil(100 * 20_000 * 1.0015)) * 100)
    const sell = await result<{ trade: number }>(
      '/trading/v2/accounts/100004/available-trade?orderSide=SELL&symbol=HPG',
    )
    expect(sell.trade).toBe(5_000)
    const bad = await signedCall(sim, {
      path: '/trading/v2/accounts/100004/available-trade?orderSide=HOLD&symbol=HPG',
    })
    expect(bad.status).toBe(400)
  })

  it('sums the sub-account, the user’s assets and today’s P&L', async () => {
    const summary = await result<{
      cash_balance: number
      buying_power: number
      stock_value: number
      net_asset_value: number
    }>('/trading/accounts/100004/summary')
    expect(summary.net_asset_value).toBe(summary.cash_balance + summary.stock_value)
    const assets = await result<{ total_asset: number; cash: number; stock_value: number }>(
      '/users/v3/users/880001/assets/summary',
    )
    expect(assets.cash).toBe(1_020_000_000)
    expect(assets.total_asset).toBe(assets.cash + assets.stock_value)
    const pnl = await result<{
      pnl_today: number
      items: { symbol: string; quantity: number; pnl_today: number }[]
    }>('/trading/pnl-today/880001')
    const market = sim.context.world.market
    const expected = pnl.items.reduce((s, i) => {
      const t = market.ticker(i.symbol)
      const last = t && t.matchPrice > 0 ? t.matchPrice : (t?.ref ?? 0)
      return s + i.quantity * (last - (t?.ref ?? 0))
    }, 0)
    expect(pnl.pnl_today).toBe(expected)
  })

  it('lists the order book newest first, and 404s an unknown order', async () => {
    const book = await signedCall(sim, {
      path: '/trading/v1/accounts/100004/order-book?cache-control=NOCACHE',
    })
    expect(book.body).toMatchObject({ status: 200, error_code: '0', result: [] })
    const one = await signedCall(sim, { path: '/trading/v1/accounts/100004/order-book/42' })
    expect(one.status).toBe(404)
    expect(one.body.error_code).toBe('ORDER_NOT_FOUND')
  })
})
