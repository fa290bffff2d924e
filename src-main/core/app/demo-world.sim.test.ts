import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppInfo, CashPage } from '../../../src-shared/bridge/contract'
import type { CallContext } from '../bridge/router'
import { becomeTrading, demoKit, type DemoKit } from '../testing/sim-test-kit'
import { DEMO_WORLD_FILE, startWorkstation, type Workstation } from './start-workstation'

/**
 * The demo world kept across restarts of the app, through the whole workstation on a real data
 * folder: orders placed and cancelled before a restart are in the book after it, with the same
 * cash; a damaged file starts a fresh world and says so; "reset the demo" forgets everything.
 */
const ctx: CallContext = { origin: 'web', clientId: 'demo-world-test' }
let dataDir: string
let ws: Workstation | null = null

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'demo-world-'))
})
afterAll(async () => {
  await ws?.close()
  await rm(dataDir, { recursive: true, force: true })
})

async function restart(): Promise<Workstation> {
  await ws?.close()
  ws = await startWorkstation({ shell: 'web', version: 'test', dataDir })
  return ws
}

/** A trader on the embedded simulator's demo key, over HTTP, with a trading token. */
async function trader(w: Workstation) {
  const sim = w.simulator.sim
  const kit: DemoKit = await demoKit(sim)
  await becomeTrading(sim, kit)
  const normal = kit.accounts.normal
  const send = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${sim.url}${path}`, {
      method,
      headers: {
        authorization: await kit.tokens.bearer('trading'),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  return {
    async restingBuy(symbol: string): Promise<string> {
      const board = await send<{ data: { floorPrice: number }[] }>(
        'GET',
        `/tartarus/v1/tickerCommons?tickers=${symbol}`,
      )
      const price = board.data[0]?.floorPrice ?? 0
      const placed = await send<{ orderId: string }>('POST', `/akhlys/v1/accounts/${normal}/orders`, {
        execType: 'NB',
        price,
        priceType: 'LO',
        quantity: 100,
        symbol,
      })
      return placed.orderId
    },
    cancel: (orderID: string) =>
      send('PUT', `/akhlys/v1/accounts/${normal}/cancel-orders`, { ordersList: [{ orderID }] }),
    async orders(): Promise<Map<string, string>> {
      const body = await send<{ data: { orderID: string; orStatus: string }[] }>(
        'GET',
        `/aion/v1/accounts/${normal}/orders`,
      )
      return new Map(body.data.map((o) => [o.orderID, o.orStatus]))
    },
    stop: () => kit.tokens.stop(),
  }
}

async function cash(w: Workstation): Promise<CashPage['rows']> {
  const page = await w.router.call('account.cash', { subAccount: 'normal', pageIndex: 1, pageSize: 20 }, ctx)
  if (!page.ok) throw new Error(JSON.stringify(page.error))
  return (page.value as CashPage).rows
}

async function notices(w: Workstation): Promise<AppInfo['notices']> {
  const info = await w.router.call('app.info', {}, ctx)
  if (!info.ok) throw new Error(JSON.stringify(info.error))
  return (info.value as AppInfo).notices
}

describe('the demo world across restarts', () => {
  let working = ''
  let cancelled = ''

  it('keeps orders placed and cancelled before a restart, and the cash', async () => {
    const first = await restart()
    const t = await trader(first)
    working = await t.restingBuy('HPG')
    cancelled = await t.restingBuy('FPT')
    await t.cancel(cancelled)
    const before = await t.orders()
    expect(before.get(working)).toBe('2')
    expect(before.get(cancelled)).toBe('3')
    const cashBefore = await cash(first)
    t.stop()

    const second = await restart()
    const u = await trader(second)
    const after = await u.orders()
    u.stop()
    expect(after.get(working)).toBe('2')
    expect(after.get(cancelled)).toBe('3')
    expect(after.size).toBe(before.size)
    expect(await cash(second)).toEqual(cashBefore)
    expect(await notices(second)).toEqual([])

    // No bearer credential in the file: the trading token of the session above is not there.
    const text = await readFile(join(dataDir, DEMO_WORLD_FILE), 'utf8')
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+/) // no JWT
    expect(text).not.toContain(second.simulator.credentials.apiSecret)
    expect(JSON.parse(text)).toMatchObject({ format: 'vn-workstation/sim-world', version: 1 })
  }, 60_000)

  it('starts afresh from a damaged file, keeps the file aside and tells the user', async () => {
    await ws?.close()
    ws = null
    await writeFile(join(dataDir, DEMO_WORLD_FILE), '{"format":"vn-workstation/sim-world","vers')
    const w = await restart()
    const said = await notices(w)
    expect(said).toContainEqual({
      kind: 'demo-world-reset',
      message: expect.stringMatching(/not valid JSON/),
    })
    const kept = (await readdir(dataDir)).filter((f) => f.startsWith(`${DEMO_WORLD_FILE}.bad-`))
    expect(kept).toHaveLength(1)
    const t = await trader(w)
    expect((await t.orders()).has(working)).toBe(false)
    t.stop()
  }, 60_000)

  it('starts afresh from a file of a newer version, and says so', async () => {
    const file = join(dataDir, DEMO_WORLD_FILE)
    const current = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
    await ws?.close()
    ws = null
    await writeFile(file, JSON.stringify({ ...current, version: 99 }))
    const w = await restart()
    expect(await notices(w)).toContainEqual({
      kind: 'demo-world-reset',
      message: expect.stringMatching(/newer version/),
    })
  }, 60_000)

  it('"reset the demo" forgets the orders and rewrites the file', async () => {
    const w = ws ?? (await restart())
    const t = await trader(w)
    const placed = await t.restingBuy('VNM')
    expect((await t.orders()).get(placed)).toBe('2')
    t.stop()
    const reset = await w.router.call('app.resetDemo', {}, ctx)
    expect(reset.ok).toBe(true)
    const file = await readFile(join(dataDir, DEMO_WORLD_FILE), 'utf8')
    expect(file).not.toContain(placed)
    // The world's tokens went with it: a new session reads the fresh book.
    const u = await trader(w)
    expect((await u.orders()).has(placed)).toBe(false)
    u.stop()
  }, 60_000)
})
