import { expect, type Page } from '@playwright/test'
import { simControlFetch } from '../src-sim/kit/control/control-client'

/**
 * Support for the cancel and account e2e specs: the page's own bridge (for `app.info`, which holds
 * the embedded simulator's URL), and a separate API key of the simulator that places the orders a
 * test will cancel, so the app's key, quota and OTP outbox stay the app's.
 */

/** One call over the web shell's bridge socket, from inside the page (its cookie authenticates it). */
export async function bridgeCall<T>(page: Page, name: string, input: unknown): Promise<T> {
  return page.evaluate(
    ([n, i]) =>
      new Promise<T>((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/bridge`)
        ws.onopen = () => ws.send(JSON.stringify({ t: 'call', id: 1, name: n, input: i }))
        ws.onmessage = (m) => {
          const msg = JSON.parse(String(m.data)) as {
            t: string
            result?: { ok: boolean; value?: T; error?: unknown }
          }
          if (msg.t !== 'result') return
          ws.close()
          if (msg.result?.ok) resolve(msg.result.value as T)
          else reject(new Error(JSON.stringify(msg.result?.error)))
        }
        ws.onerror = () => reject(new Error('bridge socket failed'))
      }),
    [name, input] as const,
  )
}

export async function simulatorUrl(page: Page): Promise<string> {
  const info = await bridgeCall<{ simulatorUrl: string | null }>(page, 'app.info', {})
  if (info.simulatorUrl === null) throw new Error('not the demo profile')
  return info.simulatorUrl
}

export async function control<T>(sim: string, path: string, body?: object, method?: string): Promise<T> {
  const response = await simControlFetch(sim, path, {
    method: method ?? (body ? 'POST' : 'GET'),
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export interface Demo {
  custodyCode: string
  accounts: { normal: string; margin: string; derivative: string }
  pin: string
}

/** A trading session of a second key of the demo user: places orders and reads books for checks. */
export class SimTrader {
  private constructor(
    readonly sim: string,
    readonly demo: Demo,
    private readonly bearer: string,
  ) {}

  static async start(sim: string): Promise<SimTrader> {
    const demo = await control<Demo>(sim, '/demo')
    const key = await control<{ apiKey: string; apiSecret: string }>(sim, '/keys', {
      tier: 'Enterprise',
      secondFactor: 'sms',
    })
    const creds = { apiKey: key.apiKey, apiSecret: key.apiSecret }
    await post(sim, '/api/v3/auth/requestOtp', creds)
    const outbox = await control<{ apiKey: string; code: string }[]>(sim, '/outbox')
    const otp = outbox.filter((m) => m.apiKey === key.apiKey).at(-1)?.code
    const token = await post<{ accessToken: string }>(sim, '/api/v3/auth/token', { ...creds, otp })
    return new SimTrader(sim, demo, `Bearer ${token.accessToken}`)
  }

  async floorOf(symbol: string): Promise<number> {
    const body = await this.get<{ data: { floorPrice: number }[] }>(
      `/tartarus/v1/tickerCommons?tickers=${symbol}`,
    )
    return body.data[0]!.floorPrice
  }

  /** The day's price band of a symbol, in VND. */
  async bandOf(symbol: string): Promise<{ floor: number; ceiling: number }> {
    const body = await this.get<{ data: { floorPrice: number; ceilPrice: number }[] }>(
      `/tartarus/v1/tickerCommons?tickers=${symbol}`,
    )
    const t = body.data[0]!
    return { floor: t.floorPrice, ceiling: t.ceilPrice }
  }

  /** A buy at the floor price: it rests (nobody sells at the floor in the simulator's market). */
  async restingBuy(symbol: string, quantity = 100): Promise<string> {
    const price = await this.floorOf(symbol)
    const placed = await post<{ orderId: string }>(
      this.sim,
      `/akhlys/v1/accounts/${this.demo.accounts.normal}/orders`,
      { execType: 'NB', price, priceType: 'LO', quantity, symbol },
      this.bearer,
    )
    return placed.orderId
  }

  /** Cancels a stock order of the normal sub-account, as another client of the same user would. */
  async cancelStock(orderID: string): Promise<void> {
    const response = await fetch(
      `${this.sim}/akhlys/v1/accounts/${this.demo.accounts.normal}/cancel-orders`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: this.bearer },
        body: JSON.stringify({ ordersList: [{ orderID }] }),
      },
    )
    if (!response.ok) throw new Error(`cancel ${orderID}: ${response.status} ${await response.text()}`)
  }

  async stockOrders(): Promise<{ orderID: string; symbol: string; orStatus: string }[]> {
    const body = await this.get<{ data: { orderID: string; symbol: string; orStatus: string }[] }>(
      `/aion/v1/accounts/${this.demo.accounts.normal}/orders`,
    )
    return body.data
  }

  async derivativeOrders(): Promise<{ orderNo: string; status: string; isCancel: string }[]> {
    const body = await this.get<{ data: { orderNo: string; status: string; isCancel: string }[] }>(
      `/khronos/v1/order/in-day?accountId=${this.demo.custodyCode}`,
    )
    return body.data
  }

  private async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.sim}${path}`, { headers: { authorization: this.bearer } })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
}

async function post<T>(sim: string, path: string, body: object, authorization?: string): Promise<T> {
  const response = await fetch(`${sim}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** What the simulator's brokerage routes handled: cancels per order id, to prove one was sent once. */
export function requestCounts(sim: string): Promise<{ cancels: Record<string, number> }> {
  return control(sim, '/requests')
}

/** One order's row in the blotter. */
export const blotterRow = (page: Page, id: string) =>
  page.locator(`[data-testid="blotter-grid"] tr[data-order-id="${id}"]`)

/**
 * Alt+B into the board and the symbol typed: the keyboard on its row. Typed again if a redraw of
 * the grid just after the page opened (live data replacing the first, a language change) took the
 * focus mid-typing. Each try waits Playwright's whole limit (a loaded machine can take seconds to
 * move the focus), so the retry is for a stolen focus, not for a slow one.
 */
export async function focusBoardRow(page: Page, symbol: string): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Alt+B')
    await page.keyboard.type(symbol)
    await expect(page.locator(`.ag-row[row-id="${symbol}"] .ag-cell-focus`)).toBeVisible()
  }).toPass({ timeout: 60_000 })
}
