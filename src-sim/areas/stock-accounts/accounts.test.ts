import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { getJson, postJson, startFrozen } from '../../testing/harness'

let sim: Simulator
let demo: {
  apiKey: string
  apiSecret: string
  custodyCode: string
  pin: string
  accounts: { normal: string; margin: string; derivative: string }
}
let queryToken: string
let tradingToken: string

const auth = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` })
const get = (path: string, token = queryToken): ReturnType<typeof getJson> =>
  getJson(`${sim.url}${path}`, { headers: auth(token) })
const send = (
  method: string,
  path: string,
  body: unknown,
  token = tradingToken,
): ReturnType<typeof postJson> => postJson(`${sim.url}${path}`, body, { method, headers: auth(token) })

beforeAll(async () => {
  sim = await startFrozen({ seed: 3 })
  demo = (await getJson(`${sim.url}/__sim/demo`)).body as typeof demo
  const creds = { apiKey: demo.apiKey, apiSecret: demo.apiSecret }
  queryToken = ((await postJson(`${sim.url}/api/v3/auth/token`, creds)).body as { accessToken: string })
    .accessToken
  await postJson(`${sim.url}/api/v3/auth/requestOtp`, creds)
  const code = ((await getJson(`${sim.url}/__sim/outbox`)).body as { code: string }[]).at(-1)?.code
  tradingToken = (
    (await postJson(`${sim.url}/api/v3/auth/token`, { ...creds, otp: code })).body as { accessToken: string }
  ).accessToken
})
afterAll(async () => {
  await sim.close()
})

interface OrderInfo {
  orderID: string
  orStatus: string
  isCancel: string
  execQtty: number
  remainQtty: number
  cancelQtty: number
  symbol: string
}
const orders = async (): Promise<OrderInfo[]> =>
  ((await get(`/aion/v1/accounts/${demo.accounts.normal}/orders`)).body as { data: OrderInfo[] }).data

describe('bearer checks', () => {
  const paths = (): string[] => [
    `/aion/v1/accounts/${demo.accounts.normal}/cashInvestments`,
    `/aion/v1/accounts/${demo.accounts.normal}/matching-details`,
    `/aion/v1/accounts/${demo.accounts.normal}/orders`,
    `/hydros/v1/account/${demo.accounts.margin}/risk`,
    `/khronos/v1/account/portfolio/status?accountId=${demo.custodyCode}&subAccountId=${demo.accounts.derivative}`,
    `/khronos/v1/order/in-day?accountId=${demo.custodyCode}`,
    `/nyx/v1/intraday/FPT/bsa-month?timeWindow=1M&type=all`,
  ]

  it('answers 401 {error, message} without a token, with a bad one, and with a refresh token', async () => {
    const rec = (
      await postJson(`${sim.url}/api/v3/auth/token`, { apiKey: demo.apiKey, apiSecret: demo.apiSecret })
    ).body as { refreshToken: string }
    for (const path of paths()) {
      for (const headers of [{}, auth('not.a.jwt'), auth(rec.refreshToken), { authorization: 'Basic abc' }]) {
        const res = await getJson(`${sim.url}${path}`, { headers })
        expect(res.status, path).toBe(401)
        expect(res.body).toEqual({ error: 'UNAUTHORIZED', message: expect.any(String) })
      }
      expect((await get(path)).status, path).toBe(200)
    }
  })

  it('requires a trading token to cancel or place (403)', async () => {
    const stock = await send(
      'PUT',
      `/akhlys/v1/accounts/${demo.accounts.normal}/cancel-orders`,
      { ordersList: [{ orderID: '1' }] },
      queryToken,
    )
    expect(stock.status).toBe(403)
    expect(stock.body).toEqual({ error: 'TRADING_TOKEN_REQUIRED', message: expect.any(String) })
    const deriv = await send(
      'POST',
      '/khronos/v1/order/cancel',
      { accountId: demo.custodyCode, orderNo: '1' },
      queryToken,
    )
    expect(deriv.status).toBe(403)
  })

  it('expires an access token after 8 hours of simulator time', async () => {
    const s = await startFrozen()
    try {
      const d = (await getJson(`${s.url}/__sim/demo`)).body as typeof demo
      const t = (
        (await postJson(`${s.url}/api/v3/auth/token`, { apiKey: d.apiKey, apiSecret: d.apiSecret })).body as {
          accessToken: string
        }
      ).accessToken
      const path = `${s.url}/aion/v1/accounts/${d.accounts.normal}/orders`
      expect((await getJson(path, { headers: auth(t) })).status).toBe(200)
      await postJson(`${s.url}/__sim/clock`, { advanceMs: 8 * 3_600_000 + 1_000 })
      const res = await getJson(path, { headers: auth(t) })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: 'UNAUTHORIZED', message: 'Bearer token expired' })
    } finally {
      await s.close()
    }
  })
})

describe('stock account reads', () => {
  it('cashInvestments: paged envelope with the spec fields, defaults 20 and 1', async () => {
    const res = await get(`/aion/v1/accounts/${demo.accounts.normal}/cashInvestments`)
    expect(res.body).toMatchObject({ totalCount: 1, pageSize: 20, pageIndex: 1 })
    const rec = (res.body as { data: Record<string, unknown>[] }).data[0]
    expect(rec).toMatchObject({
      bodBalance: expect.any(Number),
      cashBalance: expect.any(Number),
      pp0forBF: expect.any(Number),
      bankAvlBalanceBF: expect.any(Number),
      accountNo: demo.accounts.normal,
    })
    const page2 = await get(
      `/aion/v1/accounts/${demo.accounts.normal}/cashInvestments?pageSize=1&pageIndex=2`,
    )
    expect(page2.body).toMatchObject({ pageSize: 1, pageIndex: 2, totalCount: 1, data: [] })
    for (const q of ['pageSize=0', 'pageSize=101', 'pageIndex=0', 'pageSize=abc', 'foo=1']) {
      const bad = await get(`/aion/v1/accounts/${demo.accounts.normal}/cashInvestments?${q}`)
      expect(bad.status, q).toBe(400)
      expect(bad.body).toEqual({ error: 'INVALID_QUERY', message: expect.any(String) })
    }
    const unknown = await get('/aion/v1/accounts/0009999999/cashInvestments')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ error: 'ACCOUNT_NOT_FOUND' })
  })

  it('cashInvestments carries pp0ForBond and stockBlockAmount, as live payloads do', async () => {
    const res = await get(`/aion/v1/accounts/${demo.accounts.normal}/cashInvestments`)
    const rec = (res.body as { data: Record<string, unknown>[] }).data[0] ?? {}
    expect(rec.pp0ForBond).toEqual(expect.any(Number))
    expect(rec.pp0ForBond).toBe(rec.pp0)
    expect(rec.stockBlockAmount).toEqual(expect.any(Number))
    expect(rec.stockBlockAmount).toBe(rec.blockAmount)
  })

  it('matching-details: every trade of the day with the spec fields and ISO local times', async () => {
    const res = await get(`/aion/v1/accounts/${demo.accounts.normal}/matching-details`)
    const body = res.body as {
      totalCount: number
      pageSize: number
      pageIndex: number
      data: Record<string, unknown>[]
    }
    expect(body.totalCount).toBeGreaterThan(0)
    expect(body.pageIndex).toBe(0)
    expect(body.data).toHaveLength(body.totalCount)
    for (const t of body.data) {
      expect(t).toEqual({
        orderId: expect.stringMatching(/^\d+$/),
        side: expect.stringMatching(/^[SB]$/),
        symbol: expect.any(String),
        quoteQtty: expect.any(Number),
        quotePrice: expect.any(Number),
        tradeId: expect.stringMatching(/^\d+$/),
        qtty: expect.any(Number),
        price: expect.any(Number),
        timeExec: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      })
    }
  })

  it('risk: a top-level array for the margin account, 400 for the normal one', async () => {
    const res = await get(`/hydros/v1/account/${demo.accounts.margin}/risk`)
    expect(Array.isArray(res.body)).toBe(true)
    const [rec] = res.body as Record<string, unknown>[]
    expect(rec).toEqual({
      accountNo: demo.accounts.margin,
      rtt: expect.any(Number),
      outstanding: expect.any(Number),
      accruedInterest: expect.any(Number),
      dueAmount: expect.any(Number),
      overdueAmount: expect.any(Number),
      totalFeeDebt: expect.any(Number),
      riskPolicy: { initialMargin: 100, maintenanceMargin: 85, liquidationMargin: 80 },
      riskStatus: {
        code: expect.stringMatching(/^(SAFE|WARNING|CALL|FORCE_SELL)$/),
        description: expect.any(String),
      },
    })
    expect((await get(`/hydros/v1/account/${demo.accounts.normal}/risk`)).status).toBe(400)
  })
})

describe('stock orders', () => {
  it('lists working, matched and cancelled orders with cancel flags', async () => {
    const list = await orders()
    const statuses = new Set(list.map((o) => o.orStatus))
    expect(statuses.has('2')).toBe(true)
    expect(statuses.has('12')).toBe(true)
    expect(statuses.has('3')).toBe(true)
    for (const o of list) expect(o.isCancel).toBe(o.orStatus === '2' || o.orStatus === '4' ? 'Y' : 'N')
  })

  it('cancels a working order once; cancelled, matched and unknown orders fail with a clear message', async () => {
    const list = await orders()
    const live = list.find((o) => o.orStatus === '2')
    const done = list.find((o) => o.orStatus === '12')
    const path = `/akhlys/v1/accounts/${demo.accounts.normal}/cancel-orders`
    const res = await send('PUT', path, {
      ordersList: [{ orderID: live?.orderID }, { orderID: done?.orderID }, { orderID: '42' }],
    })
    expect(res.status).toBe(200)
    const body = res.body as {
      object: string
      totalCount: number
      data: { details: Record<string, string>[] }[]
    }
    expect(body.object).toBe('deleteOrderList')
    const details = body.data[0]?.details ?? []
    expect(details[0]).toEqual({
      orderID: live?.orderID,
      deleted: 'Y',
      errorCode: '0',
      errorMesage: expect.any(String),
    })
    expect(details[1]).toMatchObject({ deleted: 'N', errorCode: '-1', errorMesage: 'Lệnh đã khớp hết' })
    expect(details[2]).toMatchObject({ deleted: 'N', errorMesage: expect.stringContaining('không tồn tại') })
    const after = (await orders()).find((o) => o.orderID === live?.orderID)
    expect(after).toMatchObject({ orStatus: '3', isCancel: 'N', remainQtty: 0 })
    const again = await send('PUT', path, { ordersList: [{ orderID: live?.orderID }] })
    expect((again.body as typeof body).data[0]?.details[0]).toMatchObject({
      deleted: 'N',
      errorMesage: 'Lệnh đã hủy',
    })
  })

  it('rejects bad cancel bodies with 400 {error, message}', async () => {
    const path = `/akhlys/v1/accounts/${demo.accounts.normal}/cancel-orders`
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ orderID: String(i) }))
    for (const body of [
      {},
      { ordersList: [] },
      { ordersList: tooMany },
      { ordersList: [{ id: '1' }] },
      { ordersList: 'x' },
    ]) {
      const res = await send('PUT', path, body)
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(res.body).toEqual({ error: 'INVALID_REQUEST', message: expect.any(String) })
    }
    const malformed = await getJson(`${sim.url}${path}`, {
      method: 'PUT',
      headers: { ...auth(tradingToken), 'content-type': 'application/json' },
      body: '{"ordersList": [',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ error: 'INVALID_REQUEST', message: 'request body is not valid JSON' })
  })

  it('places a limit order that rests, and one that matches at the offer', async () => {
    const board = (await getJson(`${sim.url}/tartarus/v1/tickerCommons?tickers=ACB`)).body as {
      data: { bidPrice03: number; offerPrice01: number; floorPrice: number }[]
    }
    const acb = board.data[0]
    const path = `/akhlys/v1/accounts/${demo.accounts.normal}/orders`
    const resting = await send('POST', path, {
      execType: 'NB',
      price: acb?.floorPrice,
      priceType: 'LO',
      quantity: 100,
      symbol: 'ACB',
    })
    expect(resting.body).toEqual({
      error: '0',
      message: expect.any(String),
      orderId: expect.stringMatching(/^\d+$/),
    })
    const id = (resting.body as { orderId: string }).orderId
    expect((await orders()).find((o) => o.orderID === id)?.orStatus).toBe('2')
    if (acb !== undefined && acb.offerPrice01 > 0) {
      const hit = await send('POST', path, {
        execType: 'NB',
        price: acb.offerPrice01,
        priceType: 'LO',
        quantity: 100,
        symbol: 'ACB',
      })
      const hitId = (hit.body as { orderId: string }).orderId
      expect((await orders()).find((o) => o.orderID === hitId)?.execQtty).toBe(100)
    }
    for (const bad of [
      { execType: 'NB', price: 1, priceType: 'LO', quantity: 100, symbol: 'ACB' },
      { execType: 'NB', price: acb?.floorPrice, priceType: 'LO', quantity: 150, symbol: 'ACB' },
      { execType: 'NB', price: acb?.floorPrice, priceType: 'LO', quantity: 100, symbol: 'NOPE' },
      { execType: 'NS', price: acb?.floorPrice, priceType: 'LO', quantity: 100_000, symbol: 'ACB' },
      { execType: 'XX', price: acb?.floorPrice, priceType: 'LO', quantity: 100, symbol: 'ACB' },
    ]) {
      const res = await send('POST', path, bad)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: expect.any(String), message: expect.any(String) })
    }
  })
})

describe('stock amend', () => {
  it('changes the price or the quantity of a working order, not both, and not a finished one', async () => {
    const board = (await getJson(`${sim.url}/tartarus/v1/tickerCommons?tickers=VIB`)).body as {
      data: { floorPrice: number }[]
    }
    const floor = board.data[0]?.floorPrice ?? 0
    const place = await send('POST', `/akhlys/v1/accounts/${demo.accounts.normal}/orders`, {
      execType: 'NB',
      price: floor,
      priceType: 'LO',
      quantity: 200,
      symbol: 'VIB',
    })
    const id = (place.body as { orderId: string }).orderId
    const path = `/akhlys/v1/accounts/${demo.accounts.normal}/orders/${id}`
    const qty = await send('PUT', path, { price: floor, quantity: 300 })
    expect(qty.body).toEqual({ error: '0', message: expect.any(String), orderId: id })
    expect((await orders()).find((o) => o.orderID === id)).toMatchObject({ remainQtty: 300, orStatus: '2' })
    const both = await send('PUT', path, { price: floor + 100, quantity: 400 })
    expect(both.status).toBe(400)
    expect(both.body).toMatchObject({ error: 'AMEND_ONE_FIELD' })
    expect((await send('PUT', path, { price: floor, quantity: 250 })).body).toMatchObject({
      error: 'INVALID_QUANTITY',
    })
    await send('PUT', `/akhlys/v1/accounts/${demo.accounts.normal}/cancel-orders`, {
      ordersList: [{ orderID: id }],
    })
    expect((await send('PUT', path, { price: floor, quantity: 400 })).body).toMatchObject({
      error: 'NOT_AMENDABLE',
    })
    expect(
      (
        await send('PUT', `/akhlys/v1/accounts/${demo.accounts.normal}/orders/1`, {
          price: floor,
          quantity: 100,
        })
      ).status,
    ).toBe(404)
    expect((await send('PUT', path, { price: floor, quantity: 400 }, queryToken)).status).toBe(403)
  })
})

describe('derivatives', () => {
  const q = (): string => `accountId=${demo.custodyCode}&subAccountId=${demo.accounts.derivative}`

  it('portfolio status: positions marked to market in the TCBS envelope', async () => {
    const res = await get(`/khronos/v1/account/portfolio/status?${q()}`)
    const body = res.body as { cmd: string; rc: string; data: Record<string, unknown>[] }
    expect(body.cmd).toBe('Web.Portfolio.PortfolioStatus2')
    expect(body.rc).toBe('1')
    expect(body.data.length).toBeGreaterThan(0)
    for (const p of body.data) {
      expect(p).toMatchObject({
        symbol: expect.stringMatching(/^VN30F\d{4}$/),
        im: '17%',
        // Strings, as in the official example.
        deliver: expect.stringMatching(/^\d+$/),
        receive: expect.stringMatching(/^\d+$/),
        net: expect.any(Number),
        side: expect.stringMatching(/^[LS]$/),
        lastPrice: expect.any(Number),
        imValue: expect.any(Number),
        vmValue: expect.any(Number),
        mrValue: expect.any(Number),
        duedate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        pc_remain: expect.stringMatching(/^-?\d+\.\d{2}$/),
        account: demo.accounts.derivative,
        netoffvol: p.net,
        stoploss: '',
        takeprofit: '',
      })
    }
    expect((await get(`/khronos/v1/account/portfolio/status?accountId=${demo.custodyCode}`)).status).toBe(400)
    expect((await get('/khronos/v1/account/portfolio/status?accountId=X&subAccountId=Y')).status).toBe(404)
  })

  it('cancels a pending derivative order once', async () => {
    const inday = (await get(`/khronos/v1/order/in-day?accountId=${demo.custodyCode}&status=1`)).body as {
      cmd: string
      data: { orderNo: string; status: string; isCancel: string }[]
    }
    expect(inday.cmd).toBe('Web.Order.IndayOrder')
    const pending = inday.data[0]
    expect(pending).toMatchObject({ status: 'P', isCancel: '1' })
    const res = await send('POST', '/khronos/v1/order/cancel', {
      accountId: demo.custodyCode,
      orderNo: pending?.orderNo,
      cmd: 'Web.cancelOrder',
      pin: demo.pin,
      refId: '',
    })
    expect(res.body).toEqual({
      cmd: 'Web.cancelOrder',
      rc: '1',
      rs: null,
      oID: '',
      data: [
        {
          // Numbers, as in the official example.
          orderNo: Number(pending?.orderNo),
          msg_type: '1C',
          status: 'PW',
          pk_orderNo: expect.any(Number),
          cancelTime: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
        },
      ],
    })
    const again = await send('POST', '/khronos/v1/order/cancel', {
      accountId: demo.custodyCode,
      orderNo: pending?.orderNo,
    })
    expect(again.body).toMatchObject({
      rc: expect.stringMatching(/^-\d+$/),
      rs: 'Lệnh đã hủy',
    })
    const wrongPin = await send('POST', '/khronos/v1/order/cancel', {
      accountId: demo.custodyCode,
      orderNo: '1',
      pin: '000',
    })
    expect(wrongPin.body).toMatchObject({ rc: '-1', rs: expect.stringContaining('PIN') })
    expect((await send('POST', '/khronos/v1/order/cancel', { orderNo: '1' })).status).toBe(400)
  })
})
