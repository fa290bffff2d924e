import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoIdentity } from '../../../src-sim/state/accounts/demo-identity'
import type { Simulator } from '../../../src-sim/server'
import { startFrozen } from '../../../src-sim/testing/harness'
import { createHttpClient } from '../http/http-client'
import { ManualClock } from '../testing/manual-clock'
import { requestCounts } from '../testing/sim-test-kit'
import { ResearchCache, researchTtlMs } from './research-cache'
import { createResearchService } from './research-service'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 31 })
})
afterAll(async () => {
  await sim.close()
})

/** A research service over the simulator with a fresh cache of its own, on a ManualClock. */
function cachedService() {
  const clock = new ManualClock(1_000_000)
  const cache = new ResearchCache('demo', clock)
  const research = createResearchService({
    api: createHttpClient({ baseUrl: sim.url }),
    apiKeyHeader: () => Promise.resolve({ 'X-SVC-APIKEY': demoIdentity.apiKey }),
    cache,
  })
  return { clock, cache, research }
}

/** Requests the simulator's route received. */
const count = async (route: string) => (await requestCounts(sim)).routes[`GET ${route}`] ?? 0

describe('the research cache, on the core clock', () => {
  it("keeps a company record for its kind's time to live, then reads it again once", async () => {
    const { clock, research } = cachedService()
    const profiles = () => count('/market/stocks/:symbol/profile')
    const start = await profiles()
    await research.company('SSI')
    expect(await profiles()).toBe(start + 1)
    await clock.advance(researchTtlMs.company - 1)
    await research.company('SSI')
    expect(await profiles()).toBe(start + 1)
    await clock.advance(2)
    await Promise.all([research.company('SSI'), research.company('SSI')])
    expect(await profiles()).toBe(start + 2)
  })

  it('gives each kind its own time to live: insiders expire before the company', async () => {
    const { clock, research } = cachedService()
    const insiders = () => count('/market/stocks/:symbol/trading/insider')
    const profiles = () => count('/market/stocks/:symbol/profile')
    await Promise.all([research.company('HPG'), research.insider('HPG')])
    const [i0, p0] = [await insiders(), await profiles()]
    await clock.advance(researchTtlMs.insiders + 1)
    await Promise.all([research.company('HPG'), research.insider('HPG')])
    expect(await insiders()).toBe(i0 + 1)
    expect(await profiles()).toBe(p0)
  })

  it('keys answers by the request: another symbol or filter is read, the same one is not', async () => {
    const { research } = cachedService()
    const reports = () => count('/market/stocks/:symbol/analyst-reports')
    const r0 = await reports()
    await research.analystReports('FPT')
    await research.analystReports('FPT', {})
    await research.analystReports('FPT', { recommendation: 'buy' })
    await research.analystReports('VNM')
    expect(await reports()).toBe(r0 + 3)
  })

  it('reads everything again once emptied (a profile switch closes the core, which empties it)', async () => {
    const { cache, research } = cachedService()
    const events = () => count('/market/stocks/:symbol/events')
    await research.stockEvents('VCB')
    const e0 = await events()
    await research.stockEvents('VCB')
    expect(await events()).toBe(e0)
    cache.clear()
    await research.stockEvents('VCB')
    expect(await events()).toBe(e0 + 1)
  })
})
