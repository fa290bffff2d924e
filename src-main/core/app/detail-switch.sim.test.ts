import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../../src-sim/server'
import { simControlFetch } from '../../../src-sim/kit/control/control-client'
import { detailReads, type BridgeRead, type DetailSection } from '../../../src-shared/research/detail-reads'
import type { CallContext } from '../bridge/router'
import { controlAt, type RequestCounts } from '../testing/sim-test-kit'
import { liveProfileAt } from '../testing/live-profile-kit'
import { startWorkstation, type Workstation } from './start-workstation'

/**
 * What the symbol-detail window's reads cost at the broker, through the whole core (router,
 * contract, research cache, rate budget, HTTP) against the embedded simulator over real sockets:
 * requests counted where the simulator's routes receive them.
 */
const ctx: CallContext = { origin: 'web', clientId: 'detail' }
let dataDir: string
let workstation: Workstation
let broker: Simulator

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'detail-switch-'))
  workstation = await startWorkstation({ shell: 'web', version: 'test', dataDir })
  broker = await startSimulator({ seed: 8 })
})

afterAll(async () => {
  await workstation.close()
  await broker.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** The research routes' counts (group E's market data and group A's supply and demand). */
async function researchRequests(url: string): Promise<number> {
  const counts = await controlAt<RequestCounts>({ url }, '/requests')
  return Object.entries(counts.routes)
    .filter(([route]) => route.startsWith('GET /market/') || route.includes('/bsa-month'))
    .reduce((sum, [, n]) => sum + n, 0)
}

/** Requests for company records (profile, listing, ownership), whatever the symbol. */
async function companyRequests(): Promise<number> {
  const counts = await controlAt<RequestCounts>({ url: workstation.simulator.url }, '/requests')
  return ['profile', 'listing', 'ownership']
    .map((r) => counts.routes[`GET /market/stocks/:symbol/${r}`] ?? 0)
    .reduce((a, b) => a + b, 0)
}

async function read(r: BridgeRead): Promise<void> {
  const answer = await workstation.router.call(r.name, r.input, ctx)
  if (!answer.ok) throw new Error(`${r.name}: ${answer.error.code} ${answer.error.message}`)
}

/** Every read of the shown sections at once, as a window's panels ask them; the requests it cost. */
async function show(symbol: string, sections: readonly DetailSection[]): Promise<number> {
  const url = workstation.simulator.url
  const before = await researchRequests(url)
  const plan = detailReads(symbol)
  await Promise.all(sections.flatMap((s) => plan[s]).map(read))
  return (await researchRequests(url)) - before
}

const everySection: readonly DetailSection[] = ['overview', 'flows', 'financials', 'insiders', 'events']

describe('the symbol-detail window against the simulator', () => {
  it('costs at most 5 requests per switch to a symbol whose company data is cached', async () => {
    // A first visit with every section shown: the reads of all of them (the figure is printed by
    // bench/detail-switch.ts; here it must be what the plan says, one request per read but the
    // company's three records and the flows' two histories).
    const cold = await show('FPT', everySection)
    expect(cold).toBe(16)
    await show('VNM', ['overview'])
    // Back to FPT: at most the quote and the book (dynamic data, kept 3 s) go to the broker again.
    const companyBefore = await companyRequests()
    const warm = await show('FPT', ['overview'])
    expect(warm).toBeLessThanOrEqual(5)
    expect(await companyRequests()).toBe(companyBefore)
    // Every section shown again, within their minutes: still only what moves by the tick.
    const warmAll = await show('FPT', everySection)
    expect(warmAll).toBeLessThanOrEqual(5)
  })

  it('sends one request per record when two windows ask the same company at once', async () => {
    const url = workstation.simulator.url
    const before = await researchRequests(url)
    const [a, b] = await Promise.all([
      workstation.router.call('research.company', { symbol: 'HPG' }, { ...ctx, clientId: 'one' }),
      workstation.router.call('research.company', { symbol: 'HPG' }, { ...ctx, clientId: 'two' }),
    ])
    expect(a).toEqual(b)
    expect(a.ok).toBe(true)
    // Profile, listing and ownership: three records, once each.
    expect((await researchRequests(url)) - before).toBe(3)
  })

  it("drops the profile's answers on a profile switch: none is served under another profile", async () => {
    const demoId = workstation.profile.id
    await show('MWG', ['overview'])
    const created = await simControlFetch(broker.url, '/keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tier: 'Pro' }),
    })
    const key = (await created.json()) as { apiKey: string; apiSecret: string }
    const credentials = { apiKey: key.apiKey, apiSecret: key.apiSecret }
    const saved = await workstation.router.call(
      'profiles.save',
      { profile: liveProfileAt(broker.url), credentials },
      ctx,
    )
    expect(saved.ok).toBe(true)
    expect(await workstation.router.call('profiles.activate', { id: 'broker' }, ctx)).toMatchObject({
      ok: true,
    })
    expect(workstation.profile.id).toBe('broker')
    const before = await researchRequests(broker.url)
    await read({ name: 'research.company', input: { symbol: 'MWG' } })
    expect((await researchRequests(broker.url)) - before).toBe(3)

    await workstation.router.call('profiles.activate', { id: demoId }, ctx)
    expect(workstation.profile.id).toBe(demoId)
    // The demo profile's core is new: its company data is read again, not kept from before.
    const companyBefore = await companyRequests()
    await show('MWG', ['overview'])
    expect((await companyRequests()) - companyBefore).toBe(3)
  })
})
