import { createHash, createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { demoIdentity } from '../state/accounts/demo-identity'
import type { Simulator } from '../server'
import { startFrozen } from '../testing/harness'
import { conformance, rateLimited } from './catalog'

/**
 * Every answer of the simulator, success and failure, checked against the schemas written from the
 * real services' published documents (catalog.ts), and every route `/openapi.json` lists exercised
 * with a success. The simulator is driven in-process (no `/__sim` call), so this test depends on
 * nothing but the brokerage routes.
 */

let sim: Simulator
const answered = new Set<string>()
const creds = { apiKey: demoIdentity.apiKey, apiSecret: demoIdentity.apiSecret }
const { custodyCode, accounts, pin } = demoIdentity
let queryToken = ''
let tradingToken = ''

interface Call {
  params?: Record<string, string>
  query?: string
  body?: unknown
  headers?: Record<string, string>
  token?: string
}

function explain(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ')
}

/** Calls `route` ("METHOD /path/{param}"), checks the answer against its conformance schema. */
async function call(route: string, c: Call = {}): Promise<{ status: number; body: unknown }> {
  const [method = 'GET', template = ''] = route.split(' ')
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(c.params?.[name] ?? ''))
  const res = await fetch(`${sim.url}${path}${c.query === undefined ? '' : `?${c.query}`}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(c.token === undefined ? {} : { authorization: `Bearer ${c.token}` }),
      ...c.headers,
    },
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
  })
  const text = await res.text()
  const entry = conformance[route]
  if (entry === undefined) throw new Error(`${route} has no conformance entry`)
  let body: unknown
  let schema: z.ZodType
  if (res.status === 302) {
    // The implicit flow answers in the redirect's fragment, success or error alike.
    const fragment = new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1))
    body = Object.fromEntries(fragment)
    schema = fragment.has('error') ? entry.error : entry.ok
  } else {
    expect(res.headers.get('content-type'), `${route} ${res.status}`).toMatch(/^application\/json/)
    body = JSON.parse(text)
    schema = res.status === 429 ? rateLimited : res.ok ? entry.ok : entry.error
  }
  const checked = schema.safeParse(body)
  expect(checked.success, `${route} ${res.status}: ${checked.success ? '' : explain(checked.error)}`).toBe(
    true,
  )
  if (res.ok || (res.status === 302 && schema === entry.ok)) answered.add(route)
  return { status: res.status, body }
}

const accessToken = (body: unknown): string => (body as { accessToken: string }).accessToken

beforeAll(async () => {
  sim = await startFrozen({ seed: 5 })
})
afterAll(async () => {
  await sim.close()
})

describe('group B (SSI FastConnect v3 shapes)', () => {
  it('issues, renews and refuses tokens in SSI bodies', async () => {
    const query = await call('POST /api/v3/auth/token', { body: creds })
    queryToken = accessToken(query.body)
    expect((await call('POST /api/v3/auth/requestOtp', { body: creds })).body).toMatchObject({ code: 0 })
    const code = sim.context.world.secondFactor.messages().at(-1)?.code ?? ''
    expect((await call('POST /api/v3/auth/token', { body: { ...creds, otp: '000000' } })).body).toEqual({
      code: 401,
      msg: 'Invalid OTP',
    })
    tradingToken = accessToken(
      (await call('POST /api/v3/auth/token', { body: { ...creds, otp: code } })).body,
    )
    const refreshToken = (query.body as { refreshToken: string }).refreshToken
    expect((await call('POST /api/v3/auth/refresh', { body: { refreshToken } })).status).toBe(200)
    expect((await call('POST /api/v3/auth/refresh', { body: { refreshToken: 'x' } })).status).toBe(401)
    expect((await call('POST /api/v3/auth/token', { body: { apiSecret: 'x' } })).body).toEqual({
      code: 400,
      msg: 'apiKey is required',
    })
    expect((await call('POST /api/v3/auth/requestOtp', { body: { ...creds, apiSecret: 'no' } })).status).toBe(
      401,
    )
  })

  it('answers an app approval request with a transactionId', async () => {
    const key = sim.context.world.keys.create('Pro', 'app')
    const res = await call('POST /api/v3/auth/requestOtp', {
      body: { apiKey: key.apiKey, apiSecret: key.apiSecret },
    })
    expect(res.body).toMatchObject({ code: 0, transactionId: expect.any(String) })
  })
})

describe('group A (TCBS OpenAPI shapes)', () => {
  it('market data: tickerCommons, bsa-month', async () => {
    const basket = await call('GET /tartarus/v1/tickerCommons', { query: 'index=2' })
    expect((basket.body as { data: unknown[] }).data).toHaveLength(30)
    const futures = sim.context.world.market.futures.contracts().map((q) => q.contract.symbol)
    expect(futures.length).toBeGreaterThan(0)
    await call('GET /tartarus/v1/tickerCommons', { query: `tickers=FPT,${futures.join(',')}&index=0` })
    await call('GET /tartarus/v1/tickerCommons')
    expect((await call('GET /tartarus/v1/tickerCommons', { query: 'index=99' })).status).toBe(400)
    const t = { token: queryToken }
    await call('GET /nyx/v1/intraday/{ticker}/bsa-month', {
      ...t,
      params: { ticker: 'FPT' },
      query: 'timeWindow=1M&type=all',
    })
    expect(
      (await call('GET /nyx/v1/intraday/{ticker}/bsa-month', { ...t, params: { ticker: 'ZZZ9' } })).status,
    ).toBe(404)
  })

  it('stock account: cash, trades, orders, risk', async () => {
    const t = { token: queryToken }
    const normal = { accountNo: accounts.normal }
    await call('GET /aion/v1/accounts/{accountNo}/cashInvestments', { ...t, params: normal })
    expect((await call('GET /aion/v1/accounts/{accountNo}/cashInvestments', { params: normal })).status).toBe(
      401,
    )
    expect(
      (
        await call('GET /aion/v1/accounts/{accountNo}/cashInvestments', {
          ...t,
          params: { accountNo: '0009999999' },
        })
      ).status,
    ).toBe(404)
    await call('GET /aion/v1/accounts/{accountNo}/matching-details', { ...t, params: normal })
    const book = await call('GET /aion/v1/accounts/{accountNo}/orders', { ...t, params: normal })
    const first = (book.body as { data: { orderID: string }[] }).data[0]?.orderID ?? ''
    await call('GET /aion/v1/accounts/{accountNo}/orders/{orderID}', {
      ...t,
      params: { ...normal, orderID: first },
    })
    expect(
      (
        await call('GET /aion/v1/accounts/{accountNo}/orders/{orderID}', {
          ...t,
          params: { ...normal, orderID: '1' },
        })
      ).status,
    ).toBe(404)
    await call('GET /hydros/v1/account/{accountNo}/risk', { ...t, params: { accountNo: accounts.margin } })
    expect((await call('GET /hydros/v1/account/{accountNo}/risk', { ...t, params: normal })).status).toBe(400)
  })

  it('stock orders: place, amend, cancel (accepted and refused)', async () => {
    const t = { token: tradingToken }
    const normal = { accountNo: accounts.normal }
    const row = sim.context.world.market.ticker('FPT')
    if (row === undefined) throw new Error('no FPT')
    const placed = await call('POST /akhlys/v1/accounts/{accountNo}/orders', {
      ...t,
      params: normal,
      body: { execType: 'NB', price: row.floor, priceType: 'LO', quantity: 100, symbol: 'FPT' },
    })
    const orderId = (placed.body as { orderId: string }).orderId
    const refused = await call('POST /akhlys/v1/accounts/{accountNo}/orders', {
      ...t,
      params: normal,
      body: { execType: 'NB', price: 1, priceType: 'LO', quantity: 100, symbol: 'FPT' },
    })
    expect(refused.status).toBe(400)
    await call('PUT /akhlys/v1/accounts/{accountNo}/orders/{orderId}', {
      ...t,
      params: { ...normal, orderId },
      body: { price: row.floor, quantity: 200 },
    })
    const cancelled = await call('PUT /akhlys/v1/accounts/{accountNo}/cancel-orders', {
      ...t,
      params: normal,
      body: { ordersList: [{ orderID: orderId }, { orderID: orderId }, { orderID: '42' }] },
    })
    const details = (cancelled.body as { data: { details: { deleted: string }[] }[] }).data[0]?.details
    expect(details?.map((d) => d.deleted)).toEqual(['Y', 'N', 'N'])
    const queryOnly = await call('PUT /akhlys/v1/accounts/{accountNo}/cancel-orders', {
      token: queryToken,
      params: normal,
      body: { ordersList: [{ orderID: orderId }] },
    })
    expect(queryOnly.status).toBe(403)
    expect(
      (await call('PUT /akhlys/v1/accounts/{accountNo}/cancel-orders', { ...t, params: normal, body: {} }))
        .status,
    ).toBe(400)
  })

  it('derivatives: positions, in-day book, place and cancel (accepted and refused)', async () => {
    const ids = `accountId=${custodyCode}&subAccountId=${accounts.derivative}`
    await call('GET /khronos/v1/account/portfolio/status', { token: queryToken, query: ids })
    expect((await call('GET /khronos/v1/account/portfolio/status', { token: queryToken })).status).toBe(400)
    const book = await call('GET /khronos/v1/order/in-day', {
      token: queryToken,
      query: `pageNo=1&pageSize=50&accountId=${custodyCode}&symbol=ALL,ALL&orderType=&status=0`,
    })
    const contract = (book.body as { data: { symbol: string }[] }).data[0]?.symbol ?? ''
    const last = sim.context.world.accounts.derivativeBook.lastPrice(contract)
    const t = { token: tradingToken }
    const order = { accountId: custodyCode, subAccountId: accounts.derivative, side: 'B', symbol: contract }
    const placed = await call('POST /khronos/v1/order/place', {
      ...t,
      body: {
        ...order,
        price: Math.round((last - 20) * 10) / 10,
        volume: 1,
        refId: 'H.conformance',
        orderType: '0',
        pin: 'H',
      },
    })
    const orderNo = (placed.body as { data: { orderNo: string }[] }).data[0]?.orderNo ?? ''
    const badPlace = await call('POST /khronos/v1/order/place', {
      ...t,
      body: { ...order, symbol: 'VN30F0001', price: 1, volume: 1, refId: 'H.x', orderType: '0' },
    })
    expect(badPlace.body).toMatchObject({ rc: expect.stringMatching(/^-/) })
    const cancel = { accountId: custodyCode, orderNo, cmd: 'Web.cancelOrder', pin, refId: '' }
    expect((await call('POST /khronos/v1/order/cancel', { ...t, body: cancel })).body).toMatchObject({
      rc: '1',
    })
    expect((await call('POST /khronos/v1/order/cancel', { ...t, body: cancel })).body).toMatchObject({
      rc: '-1',
    })
    expect(
      (await call('POST /khronos/v1/order/cancel', { ...t, body: { accountId: custodyCode } })).status,
    ).toBe(400)
  })
})

describe('group C (FireAnt shapes)', () => {
  it('grants an identity token in the fragment, searches events, refuses in words', async () => {
    const authorize = await call('GET /connect/authorize', {
      query: 'response_type=token&client_id=app&redirect_uri=http://localhost/cb&scope=symbols-read&state=s1',
    })
    const token = (authorize.body as { access_token: string }).access_token
    await call('GET /connect/authorize', {
      query: 'response_type=code&client_id=app&redirect_uri=http://localhost/cb',
    })
    expect((await call('GET /connect/authorize', { query: 'response_type=token' })).status).toBe(400)
    const found = await call('GET /events/search', {
      token,
      query: 'symbol=&orderBy=1&type=0&startDate=2020-01-01&endDate=2030-01-01&offset=0&limit=50',
    })
    expect((found.body as unknown[]).length).toBeGreaterThan(0)
    expect((await call('GET /events/search', { token: queryToken })).status).toBe(401)
    expect((await call('GET /events/search', { token, query: 'limit=0' })).status).toBe(400)
  })
})

describe('group D (the spec; nothing public)', () => {
  it('accepts a broker message and refuses a malformed one', async () => {
    await call('POST /brokers/{brokerId}/webhook', {
      params: { brokerId: 'b1' },
      body: { type: 'order.status', data: {} },
    })
    expect(
      (await call('POST /brokers/{brokerId}/webhook', { params: { brokerId: 'b1' }, body: [] })).status,
    ).toBe(400)
  })
})

describe('group E (FHSC shapes)', () => {
  const key = { 'X-SVC-APIKEY': demoIdentity.apiKey }
  it('index-realtime and quote history of stocks and indices; errors in {error_code, message}', async () => {
    await call('GET /market/index-realtime', {
      headers: key,
      query: 'index=VNINDEX,VN30,HNXINDEX,HNX30,UPCOMINDEX',
    })
    await call('GET /market/index-realtime', { headers: key, query: 'index=VN30&mode=lite' })
    expect((await call('GET /market/index-realtime', { headers: key })).status).toBe(400)
    expect((await call('GET /market/index-realtime', { query: 'index=VN30' })).status).toBe(401)
    const route = 'GET /market/quotes/{kind}/{symbol}/history'
    await call(route, { headers: key, params: { kind: 'stocks', symbol: 'FPT' }, query: 'resolution=5' })
    await call(route, {
      headers: key,
      params: { kind: 'stocks', symbol: 'FPT' },
      query: 'resolution=1D&from=0',
    })
    const index = await call(route, {
      headers: key,
      params: { kind: 'indices', symbol: 'VNINDEX' },
      query: 'resolution=1',
    })
    expect((index.body as { data: object }).data).not.toHaveProperty('currency')
    await call(route, {
      headers: key,
      params: { kind: 'indices', symbol: 'VN30' },
      query: 'resolution=1D&from=0',
    })
    expect((await call(route, { headers: key, params: { kind: 'bonds', symbol: 'X' } })).status).toBe(404)
  })
})

describe('group E trading (FHSC shapes)', () => {
  /** Tier-2 headers as the official clients make them (api-facts §5.2). */
  const signed = (method: string, path: string, body?: unknown): Record<string, string> => {
    const timestamp = String(sim.context.world.clock.now())
    const text = body === undefined ? undefined : JSON.stringify(body)
    const hash = text === undefined ? '' : createHash('sha256').update(text).digest('hex')
    const payload = `${timestamp}\n${method}\n${path}\n${hash}`
    return {
      'X-SVC-APIKEY': demoIdentity.apiKey,
      'X-SVC-TIMESTAMP': timestamp,
      'X-SVC-NONCE': randomUUID(),
      'X-SVC-SIGNATURE': createHmac('sha256', demoIdentity.apiSecret).update(payload).digest('hex'),
      ...(text === undefined ? {} : { 'X-SVC-BODYHASH': hash }),
    }
  }
  const get = (route: string, params: Record<string, string>, query?: string) => {
    const path = route.replace(/^GET /, '').replace(/\{(\w+)\}/g, (_, n: string) => params[n] ?? '')
    return call(route, {
      params,
      ...(query === undefined ? {} : { query }),
      headers: signed('GET', query === undefined ? path : `${path}?${query}`),
    })
  }
  const post = (
    route: string,
    params: Record<string, string>,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    const [method = 'POST', template = ''] = route.split(' ')
    const path = template.replace(/\{(\w+)\}/g, (_, n: string) => params[n] ?? '')
    return call(route, { params, body, headers: { ...signed(method, path, body), ...extra } })
  }

  it('bootstrap, second factor, place, modify, cancel and the reads; refusals in {error_code, message}', async () => {
    const user = { userId: '880001' }
    const sub = { subAccountId: '100004' }
    await get('GET /users/v1/users/me', {})
    await get('GET /users/v1/users/{userId}/sub-accounts', user)
    await get('GET /users/v3/users/{userId}/assets/summary', user)
    await get('GET /trading/pnl-today/{userId}', user)
    await get('GET /trading/accounts/{subAccountId}/summary', sub)
    await get('GET /trading/v2/sub-accounts/{subAccountId}/portfolio', sub)
    await get(
      'GET /trading/v2/accounts/{subAccountId}/available-trade',
      sub,
      'orderSide=BUY&symbol=FPT&quotePrice=0',
    )
    await call('GET /trading/market/session', {
      query: 'exchange=HOSE',
      headers: { 'X-SVC-APIKEY': demoIdentity.apiKey },
    })
    expect((await call('GET /users/v1/users/me', {})).status).toBe(401)

    const ticket = await post('POST /auth/v1/openapi/2fa/request', {}, { channel: 'EMAIL' })
    const ticketId = (ticket.body as { ticket_id: string }).ticket_id
    const code = sim.context.world.secondFactor.messages().at(-1)?.code ?? ''
    const session = await post(
      'POST /auth/v1/openapi/2fa/verify',
      {},
      { ticket_id: ticketId, otp_code: code },
    )
    const token = (session.body as { session_token: string }).session_token
    const orderHeaders = { 'device-id': 'conformance', 'X-SVC-2FA-TOKEN': token }

    const fpt = sim.context.world.market.ticker('FPT')
    const place = 'POST /trading/oa/sub-accounts/{subAccountId}/orders'
    const body = {
      sub_account: '105C888888.4',
      side: 'BUY',
      symbol: 'FPT',
      quantity: 100,
      type: 'LIMIT',
      limit_price: fpt?.floor ?? 0,
      market_price: null,
    }
    const placed = await post(place, sub, body, orderHeaders)
    const orderId = String((placed.body as { result: { order_id: string }[] }).result[0]?.order_id)
    const refused = await post(place, sub, { ...body, quantity: 150 }, orderHeaders)
    expect((refused.body as { result: { code: string }[] }).result[0]?.code).toBe('INVALID_PRICE_LOT')
    expect((await post(place, sub, body, {})).status).toBe(400)
    expect((await post(place, sub, body, { 'device-id': 'x' })).status).toBe(403)
    await get('GET /trading/v1/accounts/{subAccountId}/order-book', sub, 'cache-control=NOCACHE')
    await get('GET /trading/v1/accounts/{subAccountId}/order-book/{orderId}', { ...sub, orderId })
    const today = new Date(sim.context.world.clock.now() + 7 * 3_600_000).toISOString().slice(0, 10)
    await get('GET /trading/sub-accounts/{subAccountId}/orders', sub, `fromDate=${today}&toDate=${today}`)
    await get('GET /trading/v5/account/{subAccountId}/user-rights', sub)
    const one = { ...sub, orderId }
    await post(
      'PUT /trading/oa/sub-accounts/{subAccountId}/orders/{orderId}',
      one,
      { quantity: 200, price: fpt?.floor ?? 0 },
      orderHeaders,
    )
    await post(
      'DELETE /trading/oa/sub-accounts/{subAccountId}/orders/{orderId}',
      one,
      { sub_account: '105C888888.4' },
      orderHeaders,
    )
    await post('POST /auth/v1/openapi/2fa/revoke', {}, { session_token: token })
  })
})

describe('group E market data (api-facts §5.1/§5.6 shapes)', () => {
  const key = { 'X-SVC-APIKEY': demoIdentity.apiKey }
  const stock = { symbol: 'FPT' }
  const samples: [route: string, params: Record<string, string>, query?: string][] = [
    ['GET /market/quotes/{kind}', { kind: 'stocks' }, 'page=2&page_size=50'],
    ['GET /market/quotes/{kind}/{symbol}', { kind: 'stocks', symbol: 'fpt' }],
    ['GET /market/quotes/{kind}/{symbol}', { kind: 'indices', symbol: 'VN30' }],
    ['GET /market/quotes/{kind}/{symbol}', { kind: 'forex', symbol: 'USDVND' }],
    ['GET /market/quotes/{kind}/{symbol}/order-book', { kind: 'stocks', symbol: 'FPT' }],
    ['GET /market/quotes/{kind}/{symbol}/order-book', { kind: 'bonds', symbol: 'VN10Y' }],
    ['GET /market/quotes/stocks/{symbol}/order-book/history', stock],
    ['GET /market/quotes/commodities/{symbol}/dealer-products', { symbol: 'SJC' }],
    ['GET /market/quotes/commodities/{symbol}/dealer-products/{dealer}', { symbol: 'SJC', dealer: 'DOJI' }],
    [
      'GET /market/quotes/commodities/{symbol}/dealer-products/{dealer}/{product}/history',
      { symbol: 'SJC', dealer: 'DOJI', product: 'ring-9999' },
    ],
    ['GET /market/stocks', {}, 'index=VN30&pe_lt=20&sort=-roe&fields=price,pe'],
    ['GET /market/stocks/{symbol}/trading', stock],
    ['GET /market/stocks/{symbol}/trading/history', stock],
    ['GET /market/stocks/{symbol}/trading/foreign', stock],
    ['GET /market/stocks/{symbol}/trading/foreign/history', stock],
    ['GET /market/stocks/{symbol}/trading/proprietary', stock],
    ['GET /market/stocks/{symbol}/trading/proprietary/history', stock],
    ['GET /market/stocks/{symbol}/trading/orders', stock],
    ['GET /market/stocks/{symbol}/trading/orders/history', stock],
    ['GET /market/stocks/{symbol}/trading/insider', stock, 'side=buy'],
    ['GET /market/stocks/{symbol}/events', stock],
    ['GET /market/stocks/{symbol}/analyst-reports', stock],
    ['GET /market/stocks/{symbol}/profile', stock],
    ['GET /market/stocks/{symbol}/listing', stock],
    ['GET /market/stocks/{symbol}/ownership', stock],
    ['GET /market/indices', {}, 'window=1M'],
    ['GET /market/indices/{symbol}/breadth', { symbol: 'VNINDEX' }],
    ['GET /market/indices/{symbol}/constituents', { symbol: 'VN30' }],
    ['GET /market/indices/{symbol}/trading/foreign', { symbol: 'HNX30' }],
    ['GET /market/indices/{symbol}/trading/foreign/history', { symbol: 'HNX30' }],
    ['GET /market/sectors', {}, 'level=2'],
    ['GET /market/sectors/{slug}/breadth', { slug: 'banks' }],
    ['GET /market/sectors/{slug}/constituents', { slug: 'banks' }],
    ['GET /market/sectors/{slug}/performance', { slug: 'banks' }],
    ['GET /market/sectors/{slug}/performance/history', { slug: 'banks' }],
    ['GET /market/sectors/{slug}/trading/foreign', { slug: 'banks' }],
    ['GET /market/sectors/{slug}/trading/foreign/history', { slug: 'banks' }],
    ['GET /market/market-news', {}, 'topic=macro'],
    ['GET /market/macro/indicators', {}],
    ['GET /market/macro/indicators/{indicator}', { indicator: 'gdp_growth' }, 'from=2024-Q1'],
    ['GET /market/calendar', {}, 'country=VN,US&from=2026-02-01&to=2026-03-31'],
    ['GET /market/financial-data/bank-interest-rates', {}],
    ['GET /market/company-financial/analysis', {}, 'symbol=FPT&period=annual'],
    ['GET /market/v2/financial-statement/statement', {}, 'symbol=VCB&type=balance-sheet&page=2'],
  ]

  it('answers every route in the FHSC envelope, and refuses in {error_code, message}', async () => {
    for (const [route, params, query] of samples) {
      const res = await call(route, { headers: key, params, ...(query === undefined ? {} : { query }) })
      expect(res.status, route).toBe(200)
    }
    const news = await call('GET /market/market-news', { headers: key })
    const first = (news.body as { data: { items: { id: string }[] } }).data.items[0]?.id ?? ''
    expect((await call('GET /market/market-news/{id}', { headers: key, params: { id: first } })).status).toBe(
      200,
    )
    expect(
      (await call('GET /market/stocks', { headers: key, query: 'window=1M&date=2026-02-20' })).status,
    ).toBe(400)
    expect(
      (await call('GET /market/stocks/{symbol}/profile', { headers: key, params: { symbol: 'NOPE' } }))
        .status,
    ).toBe(404)
    expect(
      (
        await call('GET /market/quotes/{kind}/{symbol}/order-book', {
          headers: key,
          params: { kind: 'cryptos', symbol: 'BTCUSD' },
        })
      ).status,
    ).toBe(400)
    expect((await call('GET /market/calendar', { query: 'country=VN' })).status).toBe(401)
  })

  it('serves daily history of the other kinds through the quote-history route', async () => {
    for (const [kind, symbol] of [
      ['etfs', 'E1VFVN30'],
      ['forex', 'USDVND'],
      ['bonds', 'VN10Y'],
      ['funds', 'DCDS'],
    ] as const) {
      const res = await call('GET /market/quotes/{kind}/{symbol}/history', {
        headers: key,
        params: { kind, symbol },
        query: 'resolution=1D&from=0',
      })
      expect(res.status, `${kind} ${symbol}`).toBe(200)
    }
  })
})

describe('errors outside any route, and rate limits', () => {
  it.each([
    ['/market/nope', 'error_code'],
    ['/trading/v1/nope', 'error_code'],
    ['/users/v1/nope', 'error_code'],
    ['/api/v3/auth/nope', 'code'],
    ['/aion/v1/nope', 'error'],
  ])('answers an unknown %s in its group body (%s)', async (path, field) => {
    const res = await fetch(`${sim.url}${path}`)
    expect(res.status).toBe(404)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toHaveProperty(field)
    if (field === 'code') expect(typeof body.code).toBe('number')
  })

  it('answers 429 with {error_code, message} in every group', async () => {
    const key = sim.context.world.keys.create('Free', 'sms')
    const limit = sim.context.config.quotas.Free
    let last = { status: 0, body: {} as unknown }
    for (let i = 0; i <= limit && last.status !== 429; i++) {
      last = await call('GET /market/index-realtime', {
        headers: { 'X-SVC-APIKEY': key.apiKey },
        query: 'index=VN30&mode=lite',
      })
    }
    expect(last.status).toBe(429)
    const auth = await call('POST /api/v3/auth/token', {
      body: { apiKey: key.apiKey, apiSecret: key.apiSecret },
    })
    expect(auth.status).toBe(429)
  })
})

describe('coverage', () => {
  it('has exercised every route /openapi.json lists, each with a success checked against its schema', async () => {
    const document = (await (await fetch(`${sim.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const served = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(served.length).toBeGreaterThan(20)
    expect(served.filter((route) => !(route in conformance))).toEqual([])
    expect(served.filter((route) => !answered.has(route))).toEqual([])
  })
})
