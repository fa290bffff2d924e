import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { tickerCommonsSchema } from '../../../src-shared/schemas/ticker-commons'
import { createHttpClient } from '../http/http-client'
import { CoreError } from '../errors/to-bridge-error'
import { createMarketService } from './market-service'

let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ seed: 7 })
})
afterAll(async () => {
  await sim.close()
})

describe('market service against the simulator', () => {
  it('reads the VN30 basket: 30 parsed rows in raw VND', async () => {
    const market = createMarketService(createHttpClient({ baseUrl: sim.url }))
    const board = await market.tickerCommons({ kind: 'basket', code: 2 })
    expect(board.data).toHaveLength(30)
    expect(board.tradingDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    const fpt = board.data.find((r) => r.symbol === 'FPT')
    expect(fpt).toBeDefined()
    // Raw VND, not thousands: a VN30 price is well above 1,000.
    expect(fpt!.refPrice).toBeGreaterThan(1_000)
    expect(fpt!.room).toBeGreaterThanOrEqual(0)
  })

  it('reads a ticker list', async () => {
    const market = createMarketService(createHttpClient({ baseUrl: sim.url }))
    const board = await market.tickerCommons({ kind: 'tickers', symbols: ['FPT', 'VNM', 'HPG'] })
    expect(board.data.map((r) => r.symbol).sort()).toEqual(['FPT', 'HPG', 'VNM'])
  })

  it("reports the server's refusal as a typed error with its words", async () => {
    const http = createHttpClient({ baseUrl: sim.url })
    const failure = await http
      .getJson('/tartarus/v1/tickerCommons', tickerCommonsSchema, { tickers: 'FPT', index: 2 })
      .then(
        () => undefined,
        (err: unknown) => err,
      )
    expect(failure).toBeInstanceOf(CoreError)
    expect((failure as CoreError).detail).toMatchObject({ kind: 'validation', status: 400 })
    expect((failure as CoreError).detail.message.length).toBeGreaterThan(5)
  })

  it('reports an unreachable server as a network error', async () => {
    const http = createHttpClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 })
    const failure = await http
      .getJson('/tartarus/v1/tickerCommons', tickerCommonsSchema)
      .catch((err: unknown) => err)
    expect((failure as CoreError).detail).toMatchObject({ kind: 'network' })
  })
})
