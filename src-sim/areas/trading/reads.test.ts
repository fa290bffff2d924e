import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { startFrozen } from '../../testing/harness'
import { signedCall } from './testing/signed-call'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen()
})
afterAll(() => sim.close())

/** The payload under the key its page documents (`result` or `data`). */
const payload = async <T>(path: string, key: 'result' | 'data' = 'result'): Promise<T> => {
  const res = await signedCall(sim, { path })
  expect(res.status).toBe(200)
  expect(res.body.error_code).toBe('0')
  return res.body[key] as T
}
const result = <T>(path: string) => payload<T>(path)
const data = <T>(path: string) => payload<T>(path, 'data')

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

  it('values holdings at the last price with cost price and P&L (portfolio.md)', async () => {
    const portfolio = await data<{
      portfolio: {
        symbol: string
        total: number
        available: number
        cost_price: number
        close_price: number
        cost_price_amount: number
        pnl_amount: number
        pnl_rate: number
      }[]
      is_snapshot: boolean
    }>('/trading/v2/sub-accounts/100004/portfolio')
    const fpt = portfolio.portfolio.find((h) => h.symbol === 'FPT')
    const ticker = sim.context.world.market.ticker('FPT')
    expect(fpt?.total).toBe(1000)
    expect(fpt?.close_price).toBe(ticker && ticker.matchPrice > 0 ? ticker.matchPrice : ticker?.ref)
    for (const h of portfolio.portfolio) {
      expect(h.cost_price_amount).toBe(h.total * h.cost_price)
      expect(h.pnl_amount).toBe(h.total * h.close_price - h.cost_price_amount)
    }
    expect(portfolio.is_snapshot).toBe(false)
  })

  it('gives buying power, the shares it pays for and sellable shares (available-trade.md)', async () => {
    const buy = await result<{ pp0: number; ppse: number; maxqtty: number; balance: number }>(
      '/trading/v2/accounts/100004/available-trade?orderSide=BUY&symbol=HPG&quotePrice=20000',
    )
    expect(buy.pp0).toBe(1_000_000_000)
    expect(buy.ppse).toBe(Math.floor(1_000_000_000 / Math.ceil(100 * 20_000 * 1.0015)) * 100)
    expect(buy.maxqtty).toBe(Math.min(buy.ppse, 500_000))
    const sell = await result<{ trade: number }>(
      '/trading/v2/accounts/100004/available-trade?orderSide=SELL&symbol=HPG&quotePrice=0',
    )
    expect(sell.trade).toBe(5_000)
    const bad = await signedCall(sim, {
      path: '/trading/v2/accounts/100004/available-trade?orderSide=HOLD&symbol=HPG',
    })
    expect(bad.status).toBe(400)
  })

  it('sums the sub-account, the user’s assets and today’s P&L (account-summary, assets, pnl-today)', async () => {
    const summary = await result<{
      balance: number
      securities_amt: number
      secure_amt: number
      baldefovd: string
      net_asset_value: number
    }>('/trading/accounts/100004/summary')
    expect(summary.net_asset_value).toBe(summary.balance + summary.securities_amt)
    expect(Number(summary.baldefovd)).toBe(summary.balance - summary.secure_amt)
    const assets = await data<{
      net_asset_value: number
      products: { total: number }
      money: { total: number }
      debt: { total: number }
    }>('/users/v3/users/880001/assets/summary')
    expect(assets.money.total).toBe(1_020_000_000)
    expect(assets.net_asset_value).toBe(assets.products.total + assets.money.total - assets.debt.total)
    const pnl = await data<{ sub_account_id: string; pnl_amount: number }>('/trading/pnl-today/880001')
    expect(pnl.sub_account_id).toBe('ALL')
    // Nothing traded yet today: every holding against its reference.
    const market = sim.context.world.market
    const accounts = await data<{ portfolio: { symbol: string; total: number }[] }>(
      '/trading/v2/sub-accounts/100004/portfolio',
    )
    const other = await data<{ portfolio: { symbol: string; total: number }[] }>(
      '/trading/v2/sub-accounts/100001/portfolio',
    )
    const expected = [...accounts.portfolio, ...other.portfolio].reduce((s, h) => {
      const t = market.ticker(h.symbol)
      const last = t && t.matchPrice > 0 ? t.matchPrice : (t?.ref ?? 0)
      return s + h.total * (last - (t?.ref ?? 0))
    }, 0)
    expect(pnl.pnl_amount).toBe(expected)
    const one = await data<{ sub_account_id: string; pnl_amount: number }>(
      '/trading/pnl-today/880001?sub-account-id=100001',
    )
    expect(one.sub_account_id).toBe('100001')
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
