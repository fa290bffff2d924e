import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TickerState } from '../../state/market/ticker-state'
import type { Simulator } from '../../server'
import { startFrozen } from '../../testing/harness'
import { openOtpSession, signedCall, type CallResult } from './testing/signed-call'

const ordersPath = '/trading/oa/sub-accounts/100004/orders'

interface Order {
  order_id: string
  order_status: string
  order_type: string
  execute_quantity: number
  limit_price: number | null
  code: string | null
  rejected_reason: string | null
}
interface BookEntry {
  orderid: string
  status: string
  qtty: number
  execqtty: number
  remainqtty: number
  cancelqtty: number
  price: number
  /** Strings, as order-book.md types them: Y or N. */
  allowcancel: string
  allowamend: string
}

type PlaceInput = {
  side?: 'BUY' | 'SELL'
  symbol: string
  quantity: number
  limit?: number
  market?: string
  subAccount?: string
}

function trader(sim: Simulator, token: () => string) {
  const headers = () => ({ 'device-id': 'orders-test', 'X-SVC-2FA-TOKEN': token() })
  return {
    place: (o: PlaceInput, path = ordersPath): Promise<CallResult> =>
      signedCall(sim, {
        method: 'POST',
        path,
        body: {
          sub_account: o.subAccount ?? '105C888888.4',
          side: o.side ?? 'BUY',
          symbol: o.symbol,
          quantity: o.quantity,
          type: o.market === undefined ? 'LIMIT' : 'MARKET',
          limit_price: o.limit ?? null,
          market_price: o.market ?? null,
        },
        headers: headers(),
      }),
    modify: (orderId: string, quantity: number, price: number) =>
      signedCall(sim, {
        method: 'PUT',
        path: `${ordersPath}/${orderId}`,
        body: { sub_account: '105C888888.4', quantity, price },
        headers: headers(),
      }),
    cancel: (orderId: string) =>
      signedCall(sim, {
        method: 'DELETE',
        path: `${ordersPath}/${orderId}`,
        body: { sub_account: '105C888888.4' },
        headers: headers(),
      }),
    book: async (orderId: string): Promise<BookEntry> =>
      (await signedCall(sim, { path: `/trading/v1/accounts/100004/order-book/${orderId}` })).body
        .data as BookEntry,
  }
}

const first = (res: CallResult): Order => {
  expect(res.status).toBe(200)
  const result = res.body.result as Order[]
  expect(result).toHaveLength(1)
  return result[0] as Order
}

/**
 * A stock with both sides of the book, so a marketable order has something to meet, and a best offer
 * small enough that three times it stays within the test account's buying power.
 */
const used = new Set<string>()
function liquid(sim: Simulator, exchange: 'HOSE' | 'HNX'): TickerState {
  // A symbol of its own per test: an earlier test's working orders would meet the same liquidity first.
  const t = sim.context.world.market
    .all()
    .find(
      (x) =>
        !used.has(x.symbol) &&
        x.exchange === exchange &&
        x.bid1 > 0 &&
        x.offer1 > 0 &&
        x.offerQtty[0] >= 100 &&
        x.offerQtty[0] * x.ceiling * 4 < 400_000_000 &&
        x.ref > 12_000,
    )
  if (t === undefined) throw new Error(`no liquid ${exchange} stock`)
  used.add(t.symbol)
  return t
}

describe('orders in the continuous session (demo clock, frozen)', () => {
  let sim: Simulator
  let token = ''
  let t: ReturnType<typeof trader>
  beforeAll(async () => {
    sim = await startFrozen({ clock: 'demo' })
    token = await openOtpSession(sim)
    t = trader(sim, () => token)
  })
  afterAll(() => sim.close())

  it('answers 400 DEVICE_ID_REQUIRED without a device-id, before the session is looked at', async () => {
    const res = await signedCall(sim, {
      method: 'POST',
      path: ordersPath,
      body: {
        sub_account: '105C888888.4',
        side: 'BUY',
        symbol: 'FPT',
        quantity: 100,
        type: 'LIMIT',
        limit_price: 1,
        market_price: null,
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error_code).toBe('DEVICE_ID_REQUIRED')
  })

  it('answers 400 for a LIMIT without limit_price and a body without side', async () => {
    const noPrice = await t.place({ symbol: 'FPT', quantity: 100 })
    expect(noPrice.status).toBe(400)
    const bad = await signedCall(sim, {
      method: 'POST',
      path: ordersPath,
      body: { sub_account: '105C888888.4', symbol: 'FPT', quantity: 100, type: 'LIMIT', limit_price: 1 },
      headers: { 'device-id': 'x', 'X-SVC-2FA-TOKEN': token },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error_code).toBe('INVALID_REQUEST')
  })

  it('rejects each broken rule with HTTP 200, its code and the reason in words', async () => {
    const s = liquid(sim, 'HOSE')
    const cases: [PlaceInput, string][] = [
      [{ symbol: s.symbol, quantity: 100, limit: s.ref + 1 }, '-700104'],
      [{ symbol: s.symbol, quantity: 100, limit: s.ceiling + 100 }, '-700105'],
      [{ symbol: s.symbol, quantity: 100, limit: s.floor - 100 }, '-700105'],
      [{ symbol: s.symbol, quantity: 150, limit: s.ref }, 'INVALID_PRICE_LOT'],
      [{ symbol: s.symbol, quantity: 500_100, limit: s.ref }, '-700106'],
      [{ symbol: s.symbol, quantity: 50, market: 'MTL' }, '-700114'],
      [{ symbol: s.symbol, quantity: 100, market: 'MOK' }, '-100113'],
      [{ symbol: s.symbol, quantity: 100, market: 'ATO' }, 'INVALID_ORDER_TYPE_FOR_THIS_SESSION'],
      [{ symbol: s.symbol, quantity: 200_000, limit: s.ceiling }, '-400116'],
      [
        {
          side: 'SELL',
          symbol: 'FPT',
          quantity: 1_100,
          limit: sim.context.world.market.ticker('FPT')?.ref ?? 0,
        },
        'QMAX_EXCEED',
      ],
      [{ symbol: 'NOPE', quantity: 100, limit: 10_000 }, '-400099'],
    ]
    for (const [input, code] of cases) {
      const order = first(await t.place(input))
      expect({ input, code: order.code, status: order.order_status }).toEqual({
        input,
        code,
        status: 'REJECTED',
      })
      expect(order.rejected_reason).toEqual(expect.any(String))
    }
    // A rejected order stays in the book, as at the broker.
    const rejected = first(await t.place({ symbol: s.symbol, quantity: 100, limit: s.ref + 1 }))
    const entry = await t.book(rejected.order_id)
    expect(entry).toMatchObject({ status: 'REJECTED', allowcancel: 'N', allowamend: 'N' })
  })

  it('accepts an odd lot as LO only, and refuses orders on a sub-account other than .4', async () => {
    const s = liquid(sim, 'HOSE')
    const odd = first(await t.place({ symbol: s.symbol, quantity: 7, limit: s.floor }))
    expect(odd.order_status).toBe('SENT')
    const other = first(
      await t.place(
        { symbol: s.symbol, quantity: 100, limit: s.floor, subAccount: '105C888888.1' },
        '/trading/oa/sub-accounts/100001/orders',
      ),
    )
    expect(other.code).toBe('FAILED')
    const mismatch = await t.place({
      symbol: s.symbol,
      quantity: 100,
      limit: s.floor,
      subAccount: '105C888888.1',
    })
    expect(mismatch.status).toBe(400)
  })

  it('fills part of a buy against the best offer, keeps the rest working, and fills more as the market steps', async () => {
    const s = liquid(sim, 'HOSE')
    const available = s.offerQtty[0]
    const quantity = Math.ceil((available * 3) / 100) * 100
    const order = first(await t.place({ symbol: s.symbol, quantity, limit: s.ceiling }))
    expect(order.order_status).toBe('MATCHED')
    expect(order.execute_quantity).toBe(available)
    // The same frozen moment has no new liquidity: reading the book does not fill it again.
    let entry = await t.book(order.order_id)
    expect(entry).toMatchObject({
      status: 'MATCHED',
      execqtty: available,
      remainqtty: quantity - available,
      allowcancel: 'Y',
    })
    // The price of a partly matched order cannot change; its quantity can.
    const reprice = first(await t.modify(order.order_id, quantity, s.ceiling - 100 * 1))
    expect(reprice.code).toBe('-701111')
    let steps = 0
    while (entry.status !== 'MATCHED_ALL' && steps < 200) {
      sim.context.world.clock.advance(500)
      entry = await t.book(order.order_id)
      steps++
    }
    expect(entry).toMatchObject({
      status: 'MATCHED_ALL',
      execqtty: quantity,
      remainqtty: 0,
      allowcancel: 'N',
    })
    expect(steps).toBeGreaterThan(0)
  })

  it('cancels the unmatched part of a partly matched order', async () => {
    const s = liquid(sim, 'HOSE')
    const available = s.offerQtty[0]
    const quantity = Math.ceil((available + 1_000) / 100) * 100
    const order = first(await t.place({ symbol: s.symbol, quantity, limit: s.offer1 }))
    expect(order.execute_quantity).toBe(available)
    const cancelled = first(await t.cancel(order.order_id))
    expect(cancelled).toMatchObject({ order_status: 'CANCELLED', execute_quantity: available, code: null })
    expect(await t.book(order.order_id)).toMatchObject({
      status: 'CANCELLED',
      execqtty: available,
      cancelqtty: quantity - available,
      remainqtty: 0,
      allowcancel: 'N',
      allowamend: 'N',
    })
    const twice = first(await t.cancel(order.order_id))
    expect(twice.code).toBe('FAILED')
    expect((await t.cancel('999')).status).toBe(404)
  })

  it('modifies a working LO: price or quantity, not both', async () => {
    const s = liquid(sim, 'HOSE')
    const order = first(await t.place({ symbol: s.symbol, quantity: 300, limit: s.floor }))
    expect(order.order_status).toBe('SENT')
    const both = first(await t.modify(order.order_id, 400, s.floor + 100))
    expect(both.code).toBe('FAILED')
    const offTick = first(await t.modify(order.order_id, 300, s.floor + 1))
    expect(offTick.code).toBe('-700104')
    const bigger = first(await t.modify(order.order_id, 500, s.floor))
    expect(bigger).toMatchObject({ code: null, order_status: 'SENT' })
    expect(await t.book(order.order_id)).toMatchObject({ qtty: 500, price: s.floor, allowamend: 'Y' })
  })

  it('MTL takes the best level and its rest becomes an LO one tick through it', async () => {
    const s = liquid(sim, 'HOSE')
    const offer = s.offer1
    const available = s.offerQtty[0]
    const order = first(
      await t.place({ symbol: s.symbol, quantity: Math.ceil((available + 500) / 100) * 100, market: 'MP' }),
    )
    expect(order.order_type).toBe('LO')
    expect(order.execute_quantity).toBe(available)
    expect(order.limit_price).toBe(
      Math.min(s.ceiling, offer + (offer < 10_000 ? 10 : offer < 50_000 ? 50 : 100)),
    )
  })

  it('HNX MAK fills what it can and cancels the rest; MOK is all or nothing', async () => {
    const s = liquid(sim, 'HNX')
    const available = s.offerQtty[0]
    const big = Math.ceil((available + 500) / 100) * 100
    const mok = first(await t.place({ symbol: s.symbol, quantity: big, market: 'MOK' }))
    expect(mok).toMatchObject({ order_type: 'FOK', order_status: 'CANCELLED', execute_quantity: 0 })
    const mak = first(await t.place({ symbol: s.symbol, quantity: big, market: 'MAK' }))
    expect(mak).toMatchObject({ order_type: 'FAK', order_status: 'CANCELLED', execute_quantity: available })
  })

  it('shows bought shares in the portfolio but not as sellable today (T+2)', async () => {
    const res = await signedCall(sim, { path: '/trading/v2/sub-accounts/100004/portfolio' })
    const items = (res.body.data as { portfolio: { symbol: string; total: number; available: number }[] })
      .portfolio
    const found = items.find((h) => h.total > h.available)
    const bought = found === undefined ? undefined : { symbol: found.symbol, trade: found.available }
    expect(bought).toBeDefined()
    const sell = first(
      await t.place({
        side: 'SELL',
        symbol: bought?.symbol ?? '',
        quantity: (bought?.trade ?? 0) + 100,
        limit: sim.context.world.market.ticker(bought?.symbol ?? '')?.ceiling ?? 0,
      }),
    )
    expect(sell.code).toBe('QMAX_EXCEED')
  })
})

describe('order types by session (real timetable)', () => {
  const at = async (iso: string) => {
    const sim = await startFrozen({ clock: 'real', startTime: `${iso}+07:00` })
    const token = await openOtpSession(sim)
    return { sim, t: trader(sim, () => token) }
  }
  const session = async (sim: Simulator, exchange: string) => {
    const res = await fetch(`${sim.url}/trading/market/session?exchange=${exchange}`, {
      headers: { 'X-SVC-APIKEY': 'sim-demo-key-0001' },
    })
    return ((await res.json()) as { result: { exchange_session: string; available_order_types: string[] } })
      .result
  }

  it('HOSE opening auction takes ATO; UPCOM never takes MTL', async () => {
    const { sim, t } = await at('2026-03-02T09:05:00')
    try {
      expect(await session(sim, 'HOSE')).toEqual({
        exchange: 'HOSE',
        exchange_session: 'OPEN',
        available_order_types: ['LO', 'MP', 'MTL', 'ATO', 'ATC'],
      })
      const ato = first(await t.place({ symbol: 'FPT', quantity: 100, market: 'ATO' }))
      expect(ato).toMatchObject({ order_status: 'SENT', code: null })
      const entry = await t.book(ato.order_id)
      expect(entry.allowcancel).toBe('N')
      const upcom = first(await t.place({ symbol: 'ACV', quantity: 100, market: 'MTL' }))
      expect(upcom.code).toBe('-100113')
    } finally {
      await sim.close()
    }
  })

  it('queues an order placed before the open and sends it when the exchange opens', async () => {
    const { sim, t } = await at('2026-03-02T08:50:00')
    try {
      const ref = sim.context.world.market.ticker('FPT')?.floor ?? 0
      const order = first(await t.place({ symbol: 'FPT', quantity: 100, limit: ref }))
      expect(order.order_status).toBe('WAITING_TO_SEND')
      sim.context.world.clock.advance(11 * 60_000)
      expect((await t.book(order.order_id)).status).toBe('SENT')
    } finally {
      await sim.close()
    }
  })

  it('HNX post-close session takes PLO only; the closing auction LO and ATC', async () => {
    const { sim, t } = await at('2026-03-02T14:35:00')
    try {
      expect((await session(sim, 'HNX')).available_order_types).toEqual(['LO', 'ATC'])
      const mak = first(await t.place({ symbol: 'SHS', quantity: 100, market: 'MAK' }))
      expect(mak.code).toBe('INVALID_ORDER_TYPE_FOR_THIS_SESSION')
      sim.context.world.clock.advance(15 * 60_000) // 14:50, PLO
      expect(await session(sim, 'HNX')).toMatchObject({
        exchange_session: 'CA',
        available_order_types: ['PLO'],
      })
      const lo = first(
        await t.place({
          symbol: 'SHS',
          quantity: 100,
          limit: sim.context.world.market.ticker('SHS')?.ref ?? 0,
        }),
      )
      expect(lo.code).toBe('INVALID_ORDER_TYPE_FOR_THIS_SESSION')
    } finally {
      await sim.close()
    }
  })

  it('HOSE takes put-through only from 14:45: LO is refused in the CA quarter hour', async () => {
    const { sim, t } = await at('2026-03-02T14:50:00')
    try {
      expect(await session(sim, 'HOSE')).toMatchObject({ exchange_session: 'CA', available_order_types: [] })
      const lo = first(
        await t.place({
          symbol: 'FPT',
          quantity: 100,
          limit: sim.context.world.market.ticker('FPT')?.ref ?? 0,
        }),
      )
      expect(lo.code).toBe('-300025')
    } finally {
      await sim.close()
    }
  })

  it('rejects with -300025 when the market is closed', async () => {
    const { sim, t } = await at('2026-03-02T16:00:00')
    try {
      expect(await session(sim, 'HOSE')).toMatchObject({
        exchange_session: 'CLOSED',
        available_order_types: [],
      })
      const order = first(
        await t.place({
          symbol: 'FPT',
          quantity: 100,
          limit: sim.context.world.market.ticker('FPT')?.ref ?? 0,
        }),
      )
      expect(order.code).toBe('-300025')
    } finally {
      await sim.close()
    }
  })

  it('expires working orders at the end of the day', async () => {
    const { sim, t } = await at('2026-03-02T10:00:00')
    try {
      const floor = sim.context.world.market.ticker('FPT')?.floor ?? 0
      const order = first(await t.place({ symbol: 'FPT', quantity: 100, limit: floor }))
      expect(order.order_status).toBe('SENT')
      sim.context.world.clock.advance(24 * 3_600_000)
      expect(await t.book(order.order_id)).toMatchObject({
        status: 'EXPIRED',
        remainqtty: 0,
        cancelqtty: 100,
      })
    } finally {
      await sim.close()
    }
  })
})
