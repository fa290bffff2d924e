import { snapToTick, tickDown, tickUp } from '../../../src-shared/market/price-rules'
import { vnIsoDate, vnMidnight } from '../../../src-shared/market/vietnam-calendar'
import type { MarketEngine } from '../market/engine'
import { DerivativeBook, type DerivAccount } from './derivative-book'
import { demoIdentity } from './demo-identity'
import { StockBook, type StockAccount } from './stock-book'

/**
 * The demo user's accounts as the day starts: a normal and a margin stock sub-account with holdings,
 * working, matched and cancelled orders, and a derivative sub-account with open VN30F positions.
 */
export class DemoAccounts {
  readonly stockBook: StockBook
  readonly derivativeBook: DerivativeBook
  readonly normal: StockAccount
  readonly margin: StockAccount
  readonly derivative: DerivAccount

  constructor(
    private readonly market: MarketEngine,
    nowMs: number,
  ) {
    const prefix = vnIsoDate(nowMs).replaceAll('-', '')
    this.stockBook = new StockBook(market, prefix)
    this.derivativeBook = new DerivativeBook(market)

    this.normal = this.stockAccount(demoIdentity.accounts.normal, 'normal', 500_000_000, 0, {
      FPT: 1_000,
      VNM: 2_000,
      HPG: 5_000,
      MWG: 500,
      SSI: 3_000,
    })
    this.margin = this.stockAccount(demoIdentity.accounts.margin, 'margin', 50_000_000, 400_000_000, {
      VHM: 3_000,
      TCB: 10_000,
      VPB: 10_000,
      STB: 4_000,
    })
    // The day's orders were placed over the half hour before now, and never before the Vietnam
    // midnight that starts today: an order book lists a day's orders by their time of day, so a seed
    // from before midnight read as the newest of the day (just after midnight, its 23:48 sorted
    // above an order placed at 00:18).
    const span = Math.min(30 * 60_000, nowMs - vnMidnight(nowMs))
    const at = nowMs - span
    /** `minutes` into the seed's half hour, shrunk with it. */
    const after = (minutes: number): number => at + Math.floor((minutes * span) / 30)
    this.resting(this.normal, 'HPG', 'B', 1_000, at)
    this.resting(this.normal, 'FPT', 'S', 500, after(1))
    this.resting(this.normal, 'VNM', 'B', 300, after(2))
    this.resting(this.normal, 'SSI', 'S', 1_000, after(3))
    this.resting(this.normal, 'ACB', 'B', 2_000, after(4))
    const partly = this.resting(this.normal, 'HPG', 'S', 2_000, after(5))
    if (partly !== undefined) this.stockBook.fill(this.normal, partly, 800, partly.limitPrice, after(15))
    this.matched(this.normal, 'MWG', 'B', 500, after(6))
    const cancelled = this.resting(this.normal, 'TCB', 'B', 1_000, after(7))
    if (cancelled !== undefined) this.stockBook.cancel(this.normal, cancelled.orderID, after(10))
    this.resting(this.margin, 'VPB', 'B', 2_000, after(8))
    this.matched(this.margin, 'STB', 'S', 1_000, after(9))
    for (const a of [this.normal, this.margin]) a.bodBalance = a.cash

    const [f1m, f2m, f1q] = this.derivativeBook.contracts
    this.derivative = {
      accountId: demoIdentity.custodyCode,
      subAccountId: demoIdentity.accounts.derivative,
      collateral: 200_000_000,
      positions: [],
      orders: [],
    }
    if (f1m !== undefined && f2m !== undefined && f1q !== undefined) {
      this.derivative.positions.push(
        { symbol: f1m.symbol, net: 3, avgPrice: Math.round((f1m.ref - 4.5) * 10) / 10 },
        { symbol: f2m.symbol, net: -1, avgPrice: Math.round((f2m.ref + 3.2) * 10) / 10 },
      )
      const book = this.derivativeBook
      const d = this.derivative
      book.place(
        d,
        { side: 'B', symbol: f1m.symbol, price: Math.round(f1m.ref - 30), volume: 2, refId: 'H.seed1' },
        at,
      )
      book.place(
        d,
        { side: 'S', symbol: f1q.symbol, price: Math.round(f1q.ref + 40), volume: 1, refId: 'H.seed2' },
        at,
      )
      book.place(d, { side: 'B', symbol: f2m.symbol, price: f2m.ceiling, volume: 1, refId: 'H.seed3' }, at)
      const gone = book.place(
        d,
        { side: 'S', symbol: f1m.symbol, price: f1m.ceiling, volume: 1, refId: 'H.seed4' },
        at,
      )
      if (gone.ok) book.cancel(d, String(gone.value.orderNo), after(1))
    }
  }

  private stockAccount(
    accountNo: string,
    kind: 'normal' | 'margin',
    cash: number,
    debt: number,
    holdings: Record<string, number>,
  ): StockAccount {
    const account: StockAccount = {
      accountNo,
      kind,
      bodBalance: cash,
      cash,
      debt,
      accruedInterest: Math.round(debt * 0.115 * (20 / 365)),
      holdings: new Map(),
      orders: [],
      trades: [],
    }
    for (const [symbol, qty] of Object.entries(holdings)) {
      const t = this.market.ticker(symbol)
      if (t !== undefined)
        account.holdings.set(symbol, { qty, avgPrice: snapToTick(t.exchange, t.ref * 0.95) })
    }
    return account
  }

  /** A limit order far enough from the book that it rests: a few ticks under the bid, over the offer. */
  private resting(account: StockAccount, symbol: string, side: 'B' | 'S', qty: number, at: number) {
    const t = this.market.ticker(symbol)
    if (t === undefined) return undefined
    let price = side === 'B' ? (t.bid1 > 0 ? t.bid1 : t.floor) : t.offer1 > 0 ? t.offer1 : t.ceiling
    for (let i = 0; i < 4; i++) {
      const next = side === 'B' ? tickDown(t.exchange, price) : tickUp(t.exchange, price)
      if (next < t.floor || next > t.ceiling) break
      price = next
    }
    // Locked at a limit, a resting price may not exist on that side: skip the order.
    if ((side === 'B' && t.bid1 === 0) || (side === 'S' && t.offer1 === 0)) return undefined
    const placed = this.stockBook.place(account, { symbol, side, price, quantity: qty }, at)
    return placed.ok ? placed.order : undefined
  }

  private matched(account: StockAccount, symbol: string, side: 'B' | 'S', qty: number, at: number): void {
    const t = this.market.ticker(symbol)
    if (t === undefined) return
    // A morning order that has since filled at its own limit.
    const order = this.resting(account, symbol, side, qty, at)
    if (order !== undefined) this.stockBook.fill(account, order, qty, order.limitPrice, at + 1_000)
  }

  stock(accountNo: string): StockAccount | undefined {
    if (accountNo === this.normal.accountNo) return this.normal
    if (accountNo === this.margin.accountNo) return this.margin
    return undefined
  }

  /** Working orders trade against the market as it is now. */
  settle(nowMs: number): void {
    this.stockBook.settle(this.normal, nowMs)
    this.stockBook.settle(this.margin, nowMs)
    this.derivativeBook.settle(this.derivative)
  }
}
