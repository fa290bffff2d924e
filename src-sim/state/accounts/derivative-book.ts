import { vnClockString } from '../../kit/clock/vietnam-time'
import type { MarketEngine } from '../market/engine'
import { contractOf, futuresTick, type FuturesContract } from './futures'

/**
 * Derivative orders and positions of the demo derivative sub-account. Status letters follow TCBS
 * examples (api-facts): P pending, PM matched, PW cancel requested, then C once cancelled.
 */
export type DerivStatus = 'P' | 'PM' | 'PW' | 'C'

export interface DerivOrder {
  orderNo: number
  pkOrderNo: number
  refId: string
  side: 'B' | 'S'
  symbol: string
  price: number
  volume: number
  matchVolume: number
  matchValue: number
  status: DerivStatus
  placedMs: number
  cancelledMs: number | undefined
}

export interface DerivPosition {
  symbol: string
  /** Signed: > 0 long, < 0 short. */
  net: number
  avgPrice: number
}

export interface DerivAccount {
  accountId: string
  subAccountId: string
  collateral: number
  positions: DerivPosition[]
  orders: DerivOrder[]
}

export type DerivResult<T> = { ok: true; value: T } | { ok: false; rc: string; message: string }

const onTick = (price: number): boolean =>
  Math.abs(Math.round(price / futuresTick) * futuresTick - price) < 1e-9

export class DerivativeBook {
  private seq = 0

  constructor(private readonly market: MarketEngine) {}

  /** The numbering of new orders, for a snapshot of the world (persistence/). */
  counter(): number {
    return this.seq
  }

  restoreCounter(saved: number): void {
    this.seq = Math.max(this.seq, saved)
  }

  /** The running contracts, front month first; they roll when the front month expires. */
  get contracts(): FuturesContract[] {
    return this.market.futures.contracts().map(contractOf)
  }

  contract(symbol: string): FuturesContract | undefined {
    return this.contracts.find((c) => c.symbol === symbol || c.alias === symbol)
  }

  /** The board's last price (the reference before the first match), so positions and board agree. */
  lastPrice(symbol: string): number {
    return this.market.futures.lastPrice(this.contract(symbol)?.symbol ?? symbol)
  }

  place(
    account: DerivAccount,
    input: { side: 'B' | 'S'; symbol: string; price: number; volume: number; refId: string },
    nowMs: number,
  ): DerivResult<DerivOrder> {
    const c = this.contract(input.symbol)
    if (c === undefined) return { ok: false, rc: '-1', message: `unknown contract ${input.symbol}` }
    if (!Number.isInteger(input.volume) || input.volume < 1 || input.volume > 500) {
      return { ok: false, rc: '-1', message: 'volume must be 1 to 500 contracts' }
    }
    if (!onTick(input.price) || input.price < c.floor || input.price > c.ceiling) {
      return {
        ok: false,
        rc: '-1',
        message: `price must be on a 0.1 tick between ${c.floor} and ${c.ceiling}`,
      }
    }
    this.seq++
    const order: DerivOrder = {
      orderNo: this.seq,
      pkOrderNo: 7_625_000 + this.seq,
      refId: input.refId,
      side: input.side,
      symbol: c.symbol,
      price: input.price,
      volume: input.volume,
      matchVolume: 0,
      matchValue: 0,
      status: 'P',
      placedMs: nowMs,
      cancelledMs: undefined,
    }
    account.orders.push(order)
    this.matchOrder(account, order)
    return { ok: true, value: order }
  }

  /** A pending order fills whole when the contract's last price reaches its limit. */
  matchOrder(account: DerivAccount, order: DerivOrder): void {
    if (order.status !== 'P') return
    const last = this.lastPrice(order.symbol)
    const crosses = order.side === 'B' ? order.price >= last : order.price <= last
    if (!crosses || last <= 0) return
    order.matchVolume = order.volume
    order.matchValue = order.volume * last
    order.status = 'PM'
    const signed = order.side === 'B' ? order.volume : -order.volume
    const pos = account.positions.find((p) => p.symbol === order.symbol)
    if (pos === undefined) {
      account.positions.push({ symbol: order.symbol, net: signed, avgPrice: last })
    } else {
      const grows = Math.sign(pos.net) === Math.sign(signed) || pos.net === 0
      if (grows)
        pos.avgPrice =
          (pos.avgPrice * Math.abs(pos.net) + last * order.volume) / (Math.abs(pos.net) + order.volume)
      pos.net += signed
      if (pos.net === 0) account.positions.splice(account.positions.indexOf(pos), 1)
    }
  }

  settle(account: DerivAccount): void {
    for (const order of account.orders) this.matchOrder(account, order)
  }

  cancel(account: DerivAccount, orderNo: string, nowMs: number): DerivResult<DerivOrder> {
    const order = account.orders.find((o) => String(o.orderNo) === orderNo)
    // `rc` < 0 is all the official document says of a failure; the words (`rs`) say which.
    if (order === undefined) return { ok: false, rc: '-1', message: `Lệnh ${orderNo} không tồn tại` }
    if (order.status === 'C' || order.status === 'PW') return { ok: false, rc: '-1', message: 'Lệnh đã hủy' }
    if (order.status === 'PM') return { ok: false, rc: '-1', message: 'Lệnh đã khớp hết' }
    order.status = 'C'
    order.cancelledMs = nowMs
    return { ok: true, value: order }
  }

  cancelTime(order: DerivOrder): string {
    return order.cancelledMs === undefined ? '' : vnClockString(order.cancelledMs)
  }
}
