import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fileFollowedStore, type FollowedRecord } from './followed-store'

/**
 * The file that keeps unknown outcomes across a restart, on a real disk: one broker's state never
 * replaces another's, a settled state leaves nothing behind, and a damaged file is moved aside
 * rather than read or overwritten.
 */
let dir: string
let file: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'followed-store-'))
  file = join(dir, 'followed-outcomes.json')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const record = (ref: string): FollowedRecord => ({
  view: {
    operation: 'cancel',
    ref,
    orderId: ref,
    symbol: null,
    side: null,
    quantity: null,
    phase: 'unknown',
    outcome: {
      outcome: 'unknown',
      orderId: ref,
      status: null,
      code: 'http-504',
      message: 'lost',
      retryAt: null,
      fromBook: false,
    },
    since: 1_000,
    followUntil: 61_000,
    at: 1_000,
  },
  untilBroker: 61_500,
  failure: 'HTTP 504',
})

const storeOf = (broker: string) => fileFollowedStore({ file, broker, now: () => 1_764_000_000_000 })

describe('the followed outcomes file', () => {
  it('keeps each broker apart, and forgets a broker whose outcomes are all settled', async () => {
    const a = storeOf('http://a.example')
    const b = storeOf('http://b.example')
    expect(a.load()).toEqual({ followed: [], known: [], cancels: [] })
    b.load()
    await a.save({ followed: [record('7001')], known: ['6999'] })
    await b.save({ followed: [record('8001')], known: [] })
    // A new core on broker A reads its own outcome only, and B's survives A's writes.
    expect(storeOf('http://a.example').load()).toEqual({
      followed: [record('7001')],
      known: ['6999'],
      cancels: [],
    })
    expect(
      storeOf('http://b.example')
        .load()
        .followed.map((r) => r.view.ref),
    ).toEqual(['8001'])

    const again = storeOf('http://a.example')
    again.load()
    await again.save({ followed: [], known: ['6999'] })
    const written = JSON.parse(await readFile(file, 'utf8')) as { brokers: Record<string, unknown> }
    expect(Object.keys(written.brokers)).toEqual(['http://b.example'])
    // Only the user reads it (order ids and intents).
    expect((await stat(file)).mode & 0o077).toBe(0)
  })

  it('moves a damaged file aside and starts empty', async () => {
    await writeFile(file, '{"version":1,"brokers":{"http://a.example":{"followed":[{"view":')
    expect(storeOf('http://a.example').load()).toEqual({ followed: [], known: [], cancels: [] })
    const names = await readdir(dir)
    expect(names.some((n) => n.startsWith('followed-outcomes.json.corrupt-'))).toBe(true)
    expect(names).not.toContain('followed-outcomes.json')
  })

  it("keeps group A's cancels beside group E's outcomes: each owner writes its own kind, none lost", async () => {
    // Two stores on one file and one address (the demo's), as the order client and the cancel
    // reconciler hold them, writing at the same moment.
    const orders = storeOf('demo')
    const cancels = storeOf('demo')
    const cancel = { book: 'stock' as const, orderId: '5001', sinceBroker: 1_000 }
    await Promise.all([
      orders.save({ followed: [record('7001')], known: [] }),
      cancels.save({ cancels: [cancel] }),
    ])
    expect(storeOf('demo').load()).toEqual({ followed: [record('7001')], known: [], cancels: [cancel] })
    // Group E's outcome settles: the cancel is still kept; then it settles too, and the address goes.
    await orders.save({ followed: [], known: ['7001'] })
    expect(storeOf('demo').load().cancels).toEqual([cancel])
    await cancels.save({ cancels: [] })
    const written = JSON.parse(await readFile(file, 'utf8')) as { brokers: Record<string, unknown> }
    expect(written.brokers).toEqual({})
  })

  it('reads a file written before cancels were kept', async () => {
    await writeFile(
      file,
      JSON.stringify({ version: 1, brokers: { demo: { followed: [record('7001')], known: [] } } }),
    )
    expect(storeOf('demo').load()).toEqual({ followed: [record('7001')], known: [], cancels: [] })
  })
})
